import AddIcon from '@mui/icons-material/Add';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/layout/Button';
import { PublicationImportByIdButton } from '../../../src/marketplaces/mercadolibre/publications/PublicationImportByIdButton';
import { renderInAdmin } from '../support/renderInAdmin';
import { stubScreen } from '../support/screenWidth';

describe('A button on a phone', () => {
  beforeEach(() => stubScreen('phone'));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the words of a button that has no icon, enabled or not', () => {
    renderInAdmin(
      <>
        <Button label="ra.action.cancel" />
        <Button label="app.mercadolibre.import.submit" disabled />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveTextContent('Cancelar');
    expect(screen.getByRole('button', { name: 'Importar' })).toHaveTextContent('Importar');
  });

  it('shows a button with an icon as its icon, named for a screen reader', () => {
    renderInAdmin(
      <Button label="ra.action.add">
        <AddIcon />
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Agregar' })).toHaveTextContent('');
  });

  it('"Importar por ID" opens a dialog whose buttons say what they do', async () => {
    renderInAdmin(<PublicationImportByIdButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Importar por ID' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveTextContent('Cancelar');
    expect(within(dialog).getByRole('button', { name: 'Importar' })).toHaveTextContent('Importar');
  });
});
