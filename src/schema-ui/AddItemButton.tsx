import AddIcon from '@mui/icons-material/Add';
import { Button, useSimpleFormIterator } from 'react-admin';
import { KeepButtonLabels } from '../layout/KeepButtonLabels';

/** A list input's add button that says what it adds, on a phone too: a bare ⊕ beside an empty list told the seller nothing. */
export const AddItemButton = ({ label }: { readonly label: string }) => {
  const { add } = useSimpleFormIterator();
  return (
    <KeepButtonLabels>
      <Button label={label} onClick={() => add()}>
        <AddIcon />
      </Button>
    </KeepButtonLabels>
  );
};
