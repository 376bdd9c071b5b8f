import { fireEvent, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider, i18nProvider } from '../../../src/appProviders';
import { UserStatusToggleButton } from '../../../src/users/UserStatusToggleButton';
import { jsonResponse, stubFetch } from '../support/fetchStub';
import { renderInAdmin } from '../support/renderInAdmin';

/**
 * An action's toast has no field to show the server's field messages beside: when several read the
 * same, each is said with its field's name, as the resource's forms label it.
 */
const refusedWithBlankFields = () =>
  stubFetch(() =>
    jsonResponse(
      {
        error: 'validation',
        message: 'Los datos enviados no son válidos',
        fields: { first_name: 'Este campo no puede estar vacio', email: 'Este campo no puede estar vacio', nickname: 'Este campo no puede estar vacio' },
        detail: {
          key: 'invalid_input',
          params: {},
          fields: {
            first_name: { key: 'field_blank', params: {} },
            email: { key: 'field_blank', params: {} },
            nickname: { key: 'field_blank', params: {} },
          },
        },
      },
      400,
    ),
  );

const disableUser = async (label: string) => {
  renderInAdmin(
    <RecordContextProvider value={{ id: 7, status: 'active' }}>
      <UserStatusToggleButton />
    </RecordContextProvider>,
    { dataProvider },
  );
  fireEvent.click(await screen.findByRole('button', { name: label }));
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18nProvider.changeLocale('es');
});

describe('the toast of an action refused for several fields that read the same', () => {
  it('names each field in English, and says once the message of fields with no name', async () => {
    refusedWithBlankFields();
    await i18nProvider.changeLocale('en');
    await disableUser('Disable');
    expect(
      await screen.findByText(
        'The data sent is not valid: First name: This field cannot be empty; Email: This field cannot be empty; This field cannot be empty',
      ),
    ).toBeInTheDocument();
  });

  it('names each field in Spanish', async () => {
    refusedWithBlankFields();
    await disableUser('Desactivar');
    expect(
      await screen.findByText(
        'Los datos enviados no son válidos: Nombre: Este campo no puede estar vacio; Correo: Este campo no puede estar vacio; Este campo no puede estar vacio',
      ),
    ).toBeInTheDocument();
  });
});
