import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { MercadoLibreClaim } from '../../../resources/mercadolibre';
import type { MessageSentence } from '../../../resources/messageDetail';
import type { ListingStockAnswer } from '../../../resources/inventory/listingRules';
import { ClaimActionDialog } from '../../../src/marketplaces/mercadolibre/claims/ClaimActionDialog';
import { PublicationStockRules } from '../../../src/marketplaces/mercadolibre/publications/PublicationStockRules';
import { renderInAdmin } from '../support/renderInAdmin';

const fieldTexts: Partial<Record<MessageSentence, string>> = { field_blank: 'Este campo no puede estar vacio', field_invalid: 'El valor no es válido' };

/**
 * A 400 with field messages as the data provider rejects a feature's own call: the answer's body,
 * its `fields` also as react-admin's `errors`, each with the sentence a screen words it by.
 */
const invalidInput = (fields: Record<string, MessageSentence>) => {
  const texts = Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, fieldTexts[key] ?? '']));
  return new HttpError('Los datos enviados no son válidos', 400, {
    error: 'validation',
    message: 'Los datos enviados no son válidos',
    fields: texts,
    errors: texts,
    detail: {
      key: 'invalid_input',
      params: {},
      fields: Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, { key, params: {} }])),
    },
  });
};

const stock: ListingStockAnswer = {
  channel: 'mercadolibre',
  listing_id: 'MLM1000000024',
  buffer: 2,
  maximum: null,
  price_rule: 'markup',
  price_value: null,
  guardrail_percent: 20,
  erp_quantity: 15,
  erp_price: 1978,
  pushed_quantity: 15,
  pushed_price: 989,
  pushed_at: '2025-03-04T15:30:00.000Z',
  live_quantity: 15,
  live_price: 989,
  held_price: null,
  sync_state: 'in_sync',
  version: '2025-03-04T15:29:00.000Z',
};

const claim = {
  id: 5,
  ml_id: '5005',
  status: 'opened',
  stage: 'claim',
  available_actions: [{ action: 'send_tracking_number', due_date: '2099-01-01T00:00:00.000Z', mandatory: false }],
} as unknown as MercadoLibreClaim;

describe("a feature's dialog refused for its fields", () => {
  it('names the stock rule the server refused as its input labels it', async () => {
    const saveListingRules = vi.fn().mockRejectedValue(invalidInput({ price_value: 'field_blank' }));
    renderInAdmin(
      <RecordContextProvider value={{ id: 19, ml_id: 'MLM1000000024', product_id: 20, updated_at: 'x' }}>
        <PublicationStockRules />
      </RecordContextProvider>,
      { dataProvider: { getListingStock: vi.fn().mockResolvedValue(stock), saveListingRules } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar reglas' }));
    expect(await screen.findByText('Los datos enviados no son válidos: Porcentaje o precio: Este campo no puede estar vacio')).toBeInTheDocument();
  });

  it("names the claim action's field the server refused as its dialog labels it", async () => {
    const performClaimAction = vi.fn().mockRejectedValue(invalidInput({ tracking_number: 'field_invalid' }));
    renderInAdmin(
      <RecordContextProvider value={claim}>
        <ClaimActionDialog action="send_tracking_number" />
      </RecordContextProvider>,
      { dataProvider: { performClaimAction } },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar el número de guía' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Número de guía'), '¿?');
    await userEvent.type(within(dialog).getByLabelText('Paquetería'), 'Estafeta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('No se pudo: Los datos enviados no son válidos: Número de guía: El valor no es válido')).toBeInTheDocument();
  });
});
