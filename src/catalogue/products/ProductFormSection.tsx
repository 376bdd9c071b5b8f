import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

interface ProductFormSectionProps {
  /** The translation key of its title. */
  readonly title: string;
  /** The fields inside, so a section holding an invalid value opens itself. */
  readonly sources: readonly string[];
  readonly children: ReactNode;
}

/**
 * A collapsed part of the product record. Its inputs stay mounted while it is closed, so their values
 * are kept and saved; a section with an invalid field opens, because a hidden error cannot be fixed.
 */
export const ProductFormSection = ({ title, sources, children }: ProductFormSectionProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { errors } = useFormState();
  const invalid = sources.some((source) => source in errors);
  return (
    <Accordion expanded={open || invalid} onChange={(_event, expanded) => setOpen(expanded)} disableGutters variant="outlined" sx={{ width: '100%' }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography color={invalid ? 'error' : undefined}>{translate(title)}</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'flex', flexDirection: 'column' }}>{children}</AccordionDetails>
    </Accordion>
  );
};
