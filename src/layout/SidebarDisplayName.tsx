import Typography from '@mui/material/Typography';
import { useSidebarState, useTranslate } from 'react-admin';

/** The fixed display name at the top of the sidebar; hidden while the sidebar is collapsed. */
export const SidebarDisplayName = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  if (!open) return null;
  return (
    <Typography variant="subtitle2" sx={{ px: 2, pt: 2, pb: 1, fontWeight: 700 }} noWrap>
      {translate('app.layout.display_name')}
    </Typography>
  );
};
