import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { useTranslate } from 'react-admin';

interface CountedMessageFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (text: string) => void;
  /** MercadoLibre's limit for this kind of message, in characters. */
  readonly max: number;
  /** The counter's message key, given `count` and `max`. */
  readonly counter: string;
  /** The text box itself, for a button elsewhere on the page that leads to it. */
  readonly inputRef?: Ref<HTMLTextAreaElement>;
}

/** A message to a buyer or a mediator: it counts its characters against MercadoLibre's limit and turns red past it. */
export const CountedMessageField = ({ label, value, onChange, max, counter, inputRef }: CountedMessageFieldProps) => {
  const translate = useTranslate();
  return (
    <TextField
      label={label}
      inputRef={inputRef}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline
      minRows={2}
      fullWidth
      size="small"
      error={value.length > max}
      helperText={translate(counter, { count: value.length, max })}
    />
  );
};
