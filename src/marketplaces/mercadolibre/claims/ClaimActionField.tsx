import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { ClaimActionField as Field } from '../../../../resources/mercadolibre/claimActionForms';
import { ClaimFilePicker } from './ClaimFilePicker';

const messages = 'app.mercadolibre.claims';
export type FieldValue = string | string[];
const maxShortText = 200;

/** The label of an action's field, on its input and in a refusal's toast that names it. */
export const fieldLabelKey = (name: string) => `${messages}.form_fields.${name}`;

/** One field of an action's dialog, drawn from its kind in the action's form. */
export const ClaimActionField = ({ field, value, onChange }: { field: Field; value: FieldValue | undefined; onChange: (value: FieldValue) => void }) => {
  const translate = useTranslate();
  const label = translate(fieldLabelKey(field.name));
  if (field.kind === 'files') return <ClaimFilePicker sent={Array.isArray(value) ? value : []} onSent={onChange} />;
  const common = {
    label,
    value: typeof value === 'string' ? value : '',
    fullWidth: true,
    size: 'small' as const,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  if (field.kind === 'choice')
    return (
      <TextField select {...common}>
        {field.values.map((code) => (
          <MenuItem key={code} value={code}>
            {translate(`${messages}.choices.${field.name}.${code}`)}
          </MenuItem>
        ))}
      </TextField>
    );
  if (field.kind === 'percentage') {
    // The range is said under the box, in red once a typed value is outside it: "Confirmar" stays off until it fits.
    // No native bounds: the browser would say them in its own language.
    const outOfRange = common.value.trim() !== '' && !fieldReady(field, value);
    return <TextField type="number" {...common} error={outOfRange} helperText={translate(`${messages}.form_help.percentage`)} />;
  }
  if (field.kind === 'date') return <TextField type="date" {...common} slotProps={{ inputLabel: { shrink: true } }} />;
  // A long text (a message) gets room to write; a short one (a tracking number) one line.
  const long = field.max > maxShortText;
  return <TextField {...common} multiline={long} minRows={long ? 3 : undefined} slotProps={{ htmlInput: { maxLength: field.max } }} />;
};

/** Whether a field holds what the server will take: required ones filled, a percentage between 0 and 100. */
export function fieldReady(field: Field, value: FieldValue | undefined): boolean {
  if (field.kind === 'files') return true;
  const text = typeof value === 'string' ? value.trim() : '';
  if (field.kind === 'percentage') return text !== '' && Number(text) > 0 && Number(text) < 100;
  return text !== '';
}
