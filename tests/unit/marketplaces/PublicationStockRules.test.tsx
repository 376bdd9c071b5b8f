import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError, RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ListingStockAnswer } from '../../../resources/inventory/listingRules';
import { PublicationStockRules } from '../../../src/marketplaces/mercadolibre/publications/PublicationStockRules';
import { renderInAdmin } from '../support/renderInAdmin';
import { stubScreen } from '../support/screenWidth';

const stock: ListingStockAnswer = {
  channel: 'mercadolibre',
  listing_id: 'MLM1000000024',
  buffer: 2,
  maximum: null,
  price_rule: 'same',
  price_value: null,
  guardrail_percent: 20,
  erp_quantity: 15,
  erp_price: 1978,
  pushed_quantity: 15,
  pushed_price: 989,
  pushed_at: '2025-03-04T15:30:00.000Z',
  live_quantity: 15,
  live_price: 989,
  held_price: 1978,
  sync_state: 'in_sync',
  version: '2025-03-04T15:29:00.000Z',
};

const showRules = (calls: Record<string, unknown>) =>
  renderInAdmin(
    <RecordContextProvider value={{ id: 19, ml_id: 'MLM1000000024', product_id: 20, updated_at: 'x' }}>
      <PublicationStockRules />
    </RecordContextProvider>,
    { dataProvider: calls },
  );

describe('the sheet\'s "Stock y precio"', () => {
  it('shows what the ERP, the last push and MercadoLibre say, and confirms a held price', async () => {
    const confirmListingPrice = vi.fn().mockResolvedValue({ ...stock, held_price: null });
    showRules({ getListingStock: vi.fn().mockResolvedValue(stock), confirmListingPrice });
    // Prices read in pesos, as everywhere else.
    expect(await screen.findByText('Precio retenido: $1,978.00 MXN')).toBeInTheDocument();
    expect(screen.getByText('$989.00 MXN')).toBeInTheDocument();
    // Whether MercadoLibre shows the ERP's stock, named and in its colour.
    expect(screen.getByText('Sincronización')).toBeInTheDocument();
    expect(screen.getByText('Al día').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar precio' }));
    await waitFor(() => expect(confirmListingPrice).toHaveBeenCalledWith('MLM1000000024'));
    await waitFor(() => expect(screen.queryByText('Precio retenido: $1,978.00 MXN')).not.toBeInTheDocument());
  });

  it('on a phone, names "Confirmar precio" and "Corregir" in words, not as empty spots to tap', async () => {
    stubScreen('phone');
    try {
      showRules({ getListingStock: vi.fn().mockResolvedValue(stock) });
      await screen.findByText('Precio retenido: $1,978.00 MXN');
      for (const name of ['Confirmar precio', 'Corregir']) expect(screen.getByRole('button', { name })).toHaveTextContent(name);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('saves the rules the seller set', async () => {
    const saveListingRules = vi.fn().mockResolvedValue({ ...stock, buffer: 5 });
    showRules({ getListingStock: vi.fn().mockResolvedValue(stock), saveListingRules });
    const buffer = await screen.findByLabelText('Unidades reservadas');
    // A label short enough for a phone's box; what it means in the line under it.
    expect(screen.getByLabelText('Tope de cambio de precio (%)')).toHaveAccessibleDescription('Un cambio mayor espera tu confirmación');
    fireEvent.change(buffer, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar reglas' }));
    await waitFor(() =>
      expect(saveListingRules).toHaveBeenCalledWith('MLM1000000024', {
        buffer: 5,
        maximum: null,
        price_rule: 'same',
        price_value: null,
        guardrail_percent: 20,
        version: '2025-03-04T15:29:00.000Z',
      }),
    );
  });

  it("says an out-of-range number in the app's words, not with the browser's own English bubble", async () => {
    const saveListingRules = vi.fn();
    showRules({ getListingStock: vi.fn().mockResolvedValue(stock), saveListingRules });
    const buffer = await screen.findByLabelText('Unidades reservadas');
    fireEvent.change(buffer, { target: { value: '-5' } });
    fireEvent.change(screen.getByLabelText('Tope de cambio de precio (%)'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar reglas' }));
    expect(await screen.findByText('Debe ser al menos 0')).toBeInTheDocument();
    expect(screen.getByText('Debe ser 1,000 o menos')).toBeInTheDocument();
    // Nothing left for the browser to check on its own: its bubble would speak its language, not the app's.
    expect(buffer).not.toHaveAttribute('min');
    expect(buffer.closest('form')).toHaveAttribute('novalidate');
    expect(saveListingRules).not.toHaveBeenCalled();
  });

  it('shows the rules another user saved meanwhile when its save is refused, and saves from their version next', async () => {
    const theirs = { ...stock, buffer: 7, version: '2025-03-04T15:31:00.000Z' };
    const refused = new HttpError('Otro usuario modificó este registro mientras lo editabas: revisa los valores actuales', 409, {
      error: 'conflict',
      current: theirs,
    });
    const saveListingRules = vi.fn().mockRejectedValueOnce(refused).mockResolvedValue(theirs);
    showRules({ getListingStock: vi.fn().mockResolvedValue(stock), saveListingRules });
    fireEvent.change(await screen.findByLabelText('Unidades reservadas'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar reglas' }));
    expect(await screen.findByText('Otro usuario modificó este registro mientras lo editabas: revisa los valores actuales')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Unidades reservadas')).toHaveValue(7));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar reglas' }));
    await waitFor(() => expect(saveListingRules).toHaveBeenLastCalledWith('MLM1000000024', expect.objectContaining({ buffer: 7, version: theirs.version })));
  });

  it('says a listing without a product has nothing to sync', async () => {
    renderInAdmin(
      <RecordContextProvider value={{ id: 20, ml_id: 'MLM1', product_id: null }}>
        <PublicationStockRules />
      </RecordContextProvider>,
    );
    expect(await screen.findByText('Vincula la publicación a un producto para sincronizar su stock y su precio')).toBeInTheDocument();
  });
});
