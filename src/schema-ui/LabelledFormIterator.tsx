import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutline';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { SimpleFormIterator, SimpleFormIteratorClasses, useSimpleFormIterator, useSimpleFormIteratorItem } from 'react-admin';
import { Button } from '../layout/Button';
import { KeepButtonLabels } from '../layout/KeepButtonLabels';

interface LabelledFormIteratorProps {
  /** What the add button says, e.g. "Agregar línea". */
  readonly addLabel: string;
  /** What each row's remove button says, e.g. "Quitar línea". */
  readonly removeLabel: string;
  readonly sx?: SxProps<Theme>;
  readonly children: ReactNode;
}

const AddItemButton = ({ label }: { readonly label: string }) => {
  const { add } = useSimpleFormIterator();
  return (
    <KeepButtonLabels>
      <Button label={label} onClick={() => add()}>
        <AddIcon />
      </Button>
    </KeepButtonLabels>
  );
};

const RemoveItemButton = ({ label }: { readonly label: string }) => {
  const { remove } = useSimpleFormIteratorItem();
  return (
    <KeepButtonLabels>
      <Button label={label} color="warning" onClick={() => remove()}>
        <RemoveIcon />
      </Button>
    </KeepButtonLabels>
  );
};

/**
 * react-admin shows a row's actions on hover only: a seller must see how to remove a row before pointing at it.
 * A row's inputs keep the form's own spacing (each reserves its helper line) where they stack, on a phone
 * or when they wrap, rather than adding the row's gap to it.
 */
const rowStyle = {
  [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' },
  [`& .${SimpleFormIteratorClasses.form}`]: { rowGap: 0 },
};

/**
 * The rows of a list input (an order's lines, a product's stock per warehouse) with buttons that say
 * what they add and remove, on a phone too. react-admin's own are bare icons: a ⊕ beside an empty
 * list told the seller nothing, and its ⊗ "empty the list" sat beside it, so it is left out.
 */
export const LabelledFormIterator = ({ addLabel, removeLabel, sx, children }: LabelledFormIteratorProps) => (
  <SimpleFormIterator
    inline
    disableReordering
    disableClear
    addButton={<AddItemButton label={addLabel} />}
    removeButton={<RemoveItemButton label={removeLabel} />}
    sx={[rowStyle, ...(Array.isArray(sx) ? sx : [sx])]}
  >
    {children}
  </SimpleFormIterator>
);
