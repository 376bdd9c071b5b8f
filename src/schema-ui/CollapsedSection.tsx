import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface CollapsedSectionProps {
  /** The translation key of its title. */
  readonly title: string;
  /** Held open, its title in the error colour: it holds something the seller must see (an invalid field). */
  readonly alarm?: boolean;
  readonly children: ReactNode;
}

/** A part of a record a seller seldom needs, closed until asked for. Its content stays mounted while closed. */
export const CollapsedSection = ({ title, alarm = false, children }: CollapsedSectionProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <Accordion expanded={open || alarm} onChange={(_event, expanded) => setOpen(expanded)} disableGutters variant="outlined" sx={{ width: '100%' }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography color={alarm ? 'error' : undefined}>{translate(title)}</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'flex', flexDirection: 'column' }}>{children}</AccordionDetails>
    </Accordion>
  );
};
