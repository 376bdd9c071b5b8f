import { afterEach, describe, expect, it } from 'vitest';
import { HttpError, testDataProvider } from 'react-admin';
import { i18nProvider } from '../../../src/appProviders';
import { withWordedErrors } from '../../../src/providers/wordedErrors';

const refused = new HttpError('El pedido no existe', 404, { error: 'not_found', message: 'El pedido no existe', detail: { key: 'order_missing', params: {} } });
/** A refused link, as the HTTP client hands it on: the Spanish field messages, the form errors as sent, the sentences beside them. */
const refusedLink = new HttpError('Los datos enviados no son válidos', 400, {
  error: 'validation',
  message: 'Los datos enviados no son válidos',
  fields: { productId: 'El producto 12 no existe', title: 'Este campo no puede estar vacio', asin: 'The ASIN is not valid for this marketplace' },
  errors: { productId: 'El producto 12 no existe', title: 'Este campo no puede estar vacio', asin: 'The ASIN is not valid for this marketplace' },
  detail: {
    key: 'invalid_input',
    params: {},
    fields: { productId: { key: 'product_id_missing', params: { id: 12 } }, title: { key: 'field_blank', params: {} } },
  },
});
const provider = withWordedErrors(
  testDataProvider({
    getList: () => Promise.reject(refused),
    update: () => Promise.reject(refusedLink),
    getOne: () => Promise.reject(new HttpError('Sin sentencia', 500, { message: 'Sin sentencia' })),
    linkToProduct: () => Promise.reject(refusedLink),
  } as never),
  (key, options) => i18nProvider.translate(key, options),
);

describe('the refusals of the data provider', () => {
  afterEach(() => i18nProvider.changeLocale('es'));

  it('say the reason the server named in the language of the screen when they come', async () => {
    await i18nProvider.changeLocale('en');
    const english = await provider
      .getList('pedidos', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
      .catch((error: unknown) => error);
    expect(english).toBeInstanceOf(HttpError);
    expect(english).toMatchObject({ message: 'The order does not exist', status: 404, body: { error: 'not_found' } });

    await i18nProvider.changeLocale('es');
    const spanish = await provider
      .getList('pedidos', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
      .catch((error: unknown) => error);
    expect(spanish).toMatchObject({ message: 'El pedido no existe' });
  });

  it('keep the server text of a refusal that names no sentence', async () => {
    await i18nProvider.changeLocale('en');
    await expect(provider.getOne('pedidos', { id: 1 })).rejects.toMatchObject({ message: 'Sin sentencia', status: 500 });
  });

  it('say each field message by its sentence, with its values, and one without a sentence as sent, keeping the Spanish texts for the record', async () => {
    await i18nProvider.changeLocale('en');
    await expect(provider.update('pedidos', { id: 1, data: {}, previousData: { id: 1 } })).rejects.toMatchObject({
      message: 'The data sent is not valid',
      body: {
        fields: { productId: 'El producto 12 no existe', title: 'Este campo no puede estar vacio', asin: 'The ASIN is not valid for this marketplace' },
        errors: { productId: 'Product 12 does not exist', title: 'This field cannot be empty', asin: 'The ASIN is not valid for this marketplace' },
      },
    });
  });

  it("keep the resource of a react-admin call, by which a message outside a form names the fields, and none for a feature's own call", async () => {
    await expect(provider.getOne('pedidos', { id: 1 })).rejects.toMatchObject({ body: { resource: 'pedidos' } });
    const own = await (provider as unknown as { linkToProduct: (id: string) => Promise<unknown> }).linkToProduct('pedidos').catch((error: unknown) => error);
    expect((own as HttpError).body).not.toHaveProperty('resource');
  });
});
