import { describe, expect, it } from 'vitest';
import { notFound } from '../../../server/http/errors';
import { AccountDisconnectedError, MercadoLibreError } from '../../../server/marketplaces/mercadolibre/mercadoLibreErrors';
import { reasonOf } from '../../../server/tasks/taskRecords';

describe("a task item's reason", () => {
  it('keeps the error text and the sentence an error names, with its values', () => {
    expect(reasonOf(notFound('La publicación no existe').worded('publication_missing'))).toEqual({
      text: 'La publicación no existe',
      detail: { key: 'publication_missing', params: {} },
    });
  });

  it("words MercadoLibre's failures: our refusals by code, no answer, an unreadable answer, else its own words as the reason", () => {
    const detailOf = (error: Error) => reasonOf(error).detail;
    expect(detailOf(new MercadoLibreError(400, 'no_product', 'La publicación no está vinculada a un producto'))).toEqual({
      key: 'publication_without_product',
      params: {},
    });
    expect(detailOf(new MercadoLibreError(0, 'timeout', 'sin respuesta en 5000 ms', [], undefined, 5000))).toEqual({
      key: 'marketplace_timed_out',
      params: { marketplace: 'Mercado Libre', ms: 5000 },
    });
    expect(detailOf(new MercadoLibreError(0, 'unreachable', 'no se pudo conectar'))).toEqual({
      key: 'marketplace_unconnected',
      params: { marketplace: 'Mercado Libre' },
    });
    expect(detailOf(new MercadoLibreError(502, 'invalid_response', 'su respuesta no es JSON'))).toEqual({
      key: 'marketplace_invalid_answer',
      params: { marketplace: 'Mercado Libre' },
    });
    const refused = new MercadoLibreError(400, 'validation_error', 'Validation error', [{ type: 'error', message: 'Invalid category' }]);
    expect(detailOf(refused)).toEqual({ key: 'marketplace_answered', params: { marketplace: 'Mercado Libre', reason: 'Invalid category' } });
    expect(detailOf(new AccountDisconnectedError('La cuenta de Mercado Libre no existe'))).toEqual({
      key: 'account_disconnected',
      params: { marketplace: 'Mercado Libre' },
    });
  });

  it('has no sentence for an error that names none, and shortens a long reason in the text and in the values alike', () => {
    expect(reasonOf(new Error('Algo inesperado'))).toEqual({ text: 'Algo inesperado', detail: null });
    const page = '<html>'.repeat(1_000);
    const { text, detail } = reasonOf(new MercadoLibreError(503, 'http_503', page));
    expect(text).toHaveLength(2_000);
    expect(detail?.params.reason).toBe(text);
  });
});
