import type { ReactNode } from 'react';
import { TopToolbar } from 'react-admin';
import { FoldingActions } from './FoldingActions';
import { KeepButtonLabels } from './KeepButtonLabels';

export interface FoldingToolbarProps {
  /** Always in the row, labelled (e.g. filters, create). */
  readonly children: ReactNode;
  /** In the row on wide screens, in the "Más acciones" menu on narrow ones (e.g. export, imports). */
  readonly folded?: ReactNode;
}

/**
 * A list's actions that fit a phone: the main ones stay in sight with their labels, the rest fold into a menu.
 * On a wider screen they wrap onto another line rather than widen the page.
 */
export const FoldingToolbar = ({ children, folded }: FoldingToolbarProps) => (
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    <KeepButtonLabels>
      {children}
      {folded && <FoldingActions>{folded}</FoldingActions>}
    </KeepButtonLabels>
  </TopToolbar>
);
