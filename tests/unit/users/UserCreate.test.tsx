import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserCreate } from '../../../src/users/UserCreate';
import { renderInAdmin } from '../support/renderInAdmin';

describe('UserCreate', () => {
  it('refuses to save while required fields are empty, naming the problem in Spanish', async () => {
    const create = vi.fn();
    renderInAdmin(<UserCreate />, { resource: 'usuarios', dataProvider: { create } });
    await userEvent.type(await screen.findByLabelText('Nombre *'), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    // Apellido, Correo and Contraseña are still empty.
    expect(await screen.findAllByText('Este campo no puede estar vacio')).toHaveLength(3);
    expect(create).not.toHaveBeenCalled();
  });

  it("creates the user with a password and says 'creado correctamente'", async () => {
    const create = vi.fn(() => Promise.resolve({ data: { id: 9 } }) as never);
    renderInAdmin(<UserCreate />, { resource: 'usuarios', dataProvider: { create } });
    await userEvent.type(await screen.findByLabelText('Nombre *'), 'Ana');
    await userEvent.type(screen.getByLabelText('Apellido *'), 'Ruiz');
    await userEvent.type(screen.getByLabelText('Correo *'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Contraseña *'), 'secreto123');
    await userEvent.type(screen.getByLabelText('Grupos'), 'ventas, soporte');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('creado correctamente')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      'usuarios',
      expect.objectContaining({
        data: expect.objectContaining({ first_name: 'Ana', email: 'ana@example.com', password: 'secreto123', groups: ['ventas', 'soporte'] }),
      }),
    );
  });
});
