import { fireEvent, screen } from '@testing-library/react';
import { LocalesMenuButton } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clients } from '../../../resources/catalogue/clients';
import { dataProvider, i18nProvider } from '../../../src/appProviders';
import { SchemaCreate } from '../../../src/schema-ui/SchemaCreate';
import { jsonResponse, stubFetch } from '../support/fetchStub';
import { renderInAdmin } from '../support/renderInAdmin';

/**
 * A form shows the server's field messages in the screen's language: each names its sentence
 * (`detail.fields`) beside the Spanish text, and the app's data provider words it.
 */
const refusedCreate = (body: object) => stubFetch(() => jsonResponse(body, 400));

const renderClientCreate = () => renderInAdmin(<SchemaCreate declaration={clients} />, { resource: clients.name, dataProvider });

const saveClient = async (fields: ReadonlyArray<readonly [RegExp, string]>) => {
  for (const [label, value] of fields) fireEvent.change(await screen.findByRole('textbox', { name: label }), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18nProvider.changeLocale('es');
});

describe("the server's field messages on an English form", () => {
  it("say a declaration's own message (x-message) in English", async () => {
    refusedCreate({
      error: 'validation',
      message: 'Los datos enviados no son válidos',
      fields: { rfc: 'RFC no válido: 12 o 13 caracteres (AAA010101AAA)' },
      detail: { key: 'invalid_input', params: {}, fields: { rfc: { key: 'rfc_invalid', params: {} } } },
    });
    await i18nProvider.changeLocale('en');
    renderClientCreate();
    await saveClient([
      [/^Name/, 'Cliente'],
      [/RFC/, 'ABC'],
    ]);
    expect(await screen.findByText('Invalid RFC: 12 or 13 characters (AAA010101AAA)')).toBeInTheDocument();
    expect(screen.queryByText(/RFC no válido/)).not.toBeInTheDocument();
    // The toast says the refusal alone: the field's message is beside its field.
    expect(await screen.findByText('Error while creating: The data sent is not valid')).toBeInTheDocument();
  }, 20_000);

  it('say a blank field by its sentence, not by the Spanish text', async () => {
    refusedCreate({
      error: 'validation',
      message: 'Los datos enviados no son válidos',
      fields: { rfc: 'Este campo no puede estar vacio' },
      detail: { key: 'invalid_input', params: {}, fields: { rfc: { key: 'field_blank', params: {} } } },
    });
    await i18nProvider.changeLocale('en');
    renderClientCreate();
    await saveClient([
      [/^Name/, 'Cliente'],
      [/RFC/, 'ABC'],
    ]);
    expect(await screen.findByText('This field cannot be empty')).toBeInTheDocument();
  }, 20_000);

  it('show a field message that names no sentence as the server sent it', async () => {
    refusedCreate({
      error: 'validation',
      message: 'Los datos enviados no son válidos',
      fields: { rfc: 'El SAT no reconoce este RFC' },
      detail: { key: 'invalid_input', params: {} },
    });
    await i18nProvider.changeLocale('en');
    renderClientCreate();
    await saveClient([
      [/^Name/, 'Cliente'],
      [/RFC/, 'ABC'],
    ]);
    expect(await screen.findByText('El SAT no reconoce este RFC')).toBeInTheDocument();
  }, 20_000);
});

/**
 * react-admin draws every screen anew in the language switched to (its i18n context remounts what it
 * holds): a form's server messages go with the rest of its state, and none stays in the language
 * switched from.
 */
describe("the server's field messages when the seller switches language afterwards", () => {
  it('are not left in the language switched from', async () => {
    refusedCreate({
      error: 'validation',
      message: 'Los datos enviados no son válidos',
      fields: { rfc: 'Este campo no puede estar vacio', name: 'El producto 12 no existe' },
      detail: {
        key: 'invalid_input',
        params: {},
        fields: { rfc: { key: 'field_blank', params: {} }, name: { key: 'product_id_missing', params: { id: 12 } } },
      },
    });
    await i18nProvider.changeLocale('en');
    renderInAdmin(
      <>
        <LocalesMenuButton />
        <SchemaCreate declaration={clients} />
      </>,
      { resource: clients.name, dataProvider },
    );
    await saveClient([
      [/^Name/, 'Cliente'],
      [/RFC/, 'ABC'],
    ]);
    expect(await screen.findByText('This field cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Product 12 does not exist')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Español' }));
    expect(await screen.findByRole('textbox', { name: /^Nombre/ })).toHaveValue('');
    expect(screen.queryByText('This field cannot be empty')).not.toBeInTheDocument();
    expect(screen.queryByText('Product 12 does not exist')).not.toBeInTheDocument();
  }, 20_000);
});
