import CheckIcon from '@mui/icons-material/CheckCircle';
import { useRecordContext, useRedirect, useSaveContext } from 'react-admin';
import { Button } from '../../layout/Button';
import { useFormContext } from 'react-hook-form';
import { useOrderAction } from './useOrderAction';

/**
 * "Validar pedido" in the order's form: it validates the order as the form shows it, so unsaved
 * changes are saved first (a refusal of the save stops there). A validated order no longer changes,
 * so its sheet opens once the stock is taken.
 */
export const OrderFormValidateButton = () => {
  const record = useRecordContext();
  const redirect = useRedirect();
  const { handleSubmit, formState } = useFormContext();
  const { save, saving } = useSaveContext();
  const { mutate, isPending } = useOrderAction('validateOrder', {
    done: 'validated',
    failed: 'validate_error',
    onDone: () => redirect('show', 'pedidos', record?.id),
  });
  if (!record || record.status !== 'draft') return null;
  const validate = () => mutate(record.id);
  const onClick = formState.isDirty && save ? handleSubmit((values) => save(values, { onSuccess: validate })) : validate;
  return (
    <Button label="app.catalogue.orders.validate" variant="outlined" onClick={() => void onClick()} disabled={isPending || saving}>
      <CheckIcon />
    </Button>
  );
};
