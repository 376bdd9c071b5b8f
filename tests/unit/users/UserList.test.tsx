import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { UserList } from '../../../src/users/UserList';
import { renderInAdmin } from '../support/renderInAdmin';

const ana = { id: 1, first_name: 'Ana', last_name: 'Ruiz', email: 'ana@example.com', status: 'active', date_joined: '2024-05-01T10:00:00Z' };
const luis = { id: 2, first_name: 'Luis', last_name: 'Paz', email: 'luis@example.com', status: 'disabled', date_joined: '2024-05-02T10:00:00Z' };

const rowOf = (text: string): HTMLElement => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

describe('UserList', () => {
  it('shows one row per user with translated status and the matching toggle', async () => {
    renderInAdmin(<UserList />, {
      resource: 'usuarios',
      dataProvider: { getList: () => Promise.resolve({ data: [ana, luis], total: 2 }) as never },
    });
    expect(await screen.findByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText('luis@example.com')).toBeInTheDocument();
    expect(screen.getByText('Activo')).toBeInTheDocument();
    expect(screen.getByText('Desactivado')).toBeInTheDocument();
    expect(within(rowOf('ana@example.com')).getByRole('button', { name: 'Desactivar' })).toBeInTheDocument();
    expect(within(rowOf('luis@example.com')).getByRole('button', { name: 'Activar' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Correo' })).toBeInTheDocument();
  });

  it("says 'No hay informacion para mostrar' when there are no users", async () => {
    renderInAdmin(<UserList />, {
      resource: 'usuarios',
      dataProvider: { getList: () => Promise.resolve({ data: [], total: 0 }) as never },
    });
    expect(await screen.findByText('No hay informacion para mostrar')).toBeInTheDocument();
  });

  it('disables a user from its row', async () => {
    const update = vi.fn(() => Promise.resolve({ data: { ...ana, status: 'disabled' } }) as never);
    renderInAdmin(<UserList />, {
      resource: 'usuarios',
      dataProvider: { getList: () => Promise.resolve({ data: [ana], total: 1 }) as never, update },
    });
    await screen.findByText('ana@example.com');
    await userEvent.click(within(rowOf('ana@example.com')).getByRole('button', { name: 'Desactivar' }));
    expect(update).toHaveBeenCalledWith('usuarios', expect.objectContaining({ id: 1, data: { status: 'disabled' } }));
  });

  it("offers no Desactivar on the signed-in user's own account: one tap would lock them out", async () => {
    const authProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => 'admin',
      getIdentity: async () => ({ id: 1, fullName: 'ana@example.com' }),
    };
    renderInAdmin(<UserList />, {
      resource: 'usuarios',
      authProvider,
      dataProvider: { getList: () => Promise.resolve({ data: [ana, { ...luis, status: 'active' }], total: 2 }) as never },
    });
    await screen.findByText('luis@example.com');
    expect(await within(rowOf('luis@example.com')).findByRole('button', { name: 'Desactivar' })).toBeInTheDocument();
    expect(within(rowOf('ana@example.com')).queryByRole('button', { name: 'Desactivar' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when a change of status is refused", async () => {
    const update = vi.fn(() => Promise.reject(new HttpError('No puedes desactivar tu propia cuenta', 409, { error: 'conflict' })) as never);
    renderInAdmin(<UserList />, {
      resource: 'usuarios',
      dataProvider: { getList: () => Promise.resolve({ data: [ana], total: 1 }) as never, update },
    });
    await screen.findByText('ana@example.com');
    await userEvent.click(within(rowOf('ana@example.com')).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('No puedes desactivar tu propia cuenta')).toBeInTheDocument();
  });
});
