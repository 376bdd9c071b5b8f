import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/appProviders';
import { refusalSentence, serverReason } from '../../../src/schema-ui/serverReason';

const translate = (key: string, options?: object) => i18nProvider.translate(key, options);

/** Two blank fields and a missing product, each field message with its sentence. */
const invalidOrder = new HttpError('Los datos enviados no son válidos', 400, {
  error: 'validation',
  fields: { title: 'Este campo no puede estar vacio', ref: 'Este campo no puede estar vacio', fk_product: 'El producto 12 no existe' },
  detail: {
    key: 'invalid_input',
    params: {},
    fields: {
      title: { key: 'field_blank', params: {} },
      ref: { key: 'field_blank', params: {} },
      fk_product: { key: 'product_id_missing', params: { id: 12 } },
    },
  },
});

describe('the reason a dialog or an action says for a refusal', () => {
  afterEach(() => i18nProvider.changeLocale('es'));

  it("says what the refusal said of the fields, each message once, in the screen's language", async () => {
    await i18nProvider.changeLocale('en');
    expect(serverReason(invalidOrder, translate)).toBe('The data sent is not valid: This field cannot be empty; Product 12 does not exist');
    await i18nProvider.changeLocale('es');
    expect(serverReason(invalidOrder, translate)).toBe('Los datos enviados no son válidos: Este campo no puede estar vacio; El producto 12 no existe');
  });

  it("names each field the resource's forms label, when the caller names the resource, and says the others as they are", async () => {
    await i18nProvider.changeLocale('en');
    expect(serverReason(invalidOrder, translate, 'pedidos')).toBe(
      'The data sent is not valid: This field cannot be empty; Reference: This field cannot be empty; Product 12 does not exist',
    );
  });

  it("names each field by the label key a dialog of a feature's own call gives it, and says the others as they are", () => {
    expect(serverReason(invalidOrder, translate, { title: 'resources.productos.fields.ref' })).toBe(
      'Los datos enviados no son válidos: Referencia: Este campo no puede estar vacio; Este campo no puede estar vacio; El producto 12 no existe',
    );
  });

  it('names the fields by the resource the data provider kept with the refusal', () => {
    const kept = new HttpError(invalidOrder.message, invalidOrder.status, { ...invalidOrder.body, resource: 'productos' });
    expect(serverReason(kept, translate)).toBe(
      'Los datos enviados no son válidos: Este campo no puede estar vacio; Referencia: Este campo no puede estar vacio; El producto 12 no existe',
    );
  });

  it('does not repeat a field message that says the refusal itself', () => {
    const taken = new HttpError('Ya existe un registro con este valor', 409, {
      error: 'conflict',
      fields: { ref: 'Ya existe un registro con este valor' },
      detail: { key: 'value_taken', params: {}, fields: { ref: { key: 'value_taken', params: {} } } },
    });
    expect(serverReason(taken, translate)).toBe('Ya existe un registro con este valor');
  });

  it("leaves out a marketplace's own words on a field, which its message already says", () => {
    const refused = new HttpError('Amazon rechazó la publicación: item_name: Falta el título', 422, {
      error: 'listing_invalid',
      fields: { item_name: 'Falta el título' },
      detail: { key: 'amazon_listing_refused', params: { reason: 'item_name: Falta el título' } },
    });
    expect(serverReason(refused, translate)).toBe('Amazon rechazó la publicación: item_name: Falta el título');
  });

  it("is the refusal's sentence alone for a form, which shows the fields beside their inputs", () => {
    expect(refusalSentence(invalidOrder, translate)).toBe('Los datos enviados no son válidos');
  });
});
