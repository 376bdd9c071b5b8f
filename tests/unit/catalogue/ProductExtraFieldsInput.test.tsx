import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimpleForm } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ProductExtraFieldsInput } from '../../../src/catalogue/products/ProductExtraFieldsInput';
import { renderCatalogue } from './renderCatalogue';

describe('ProductExtraFieldsInput', () => {
  it('adds and removes field/value pairs and saves what is left', async () => {
    const save = vi.fn();
    renderCatalogue(
      <SimpleForm record={{ id: 1, required_extra_fields: [{ field: 'marca', value: 'Acme' }] }} onSubmit={save}>
        <ProductExtraFieldsInput source="required_extra_fields" />
      </SimpleForm>,
      { resource: 'productos' },
    );
    expect(screen.getByDisplayValue('marca')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar campo' }));
    const fields = await screen.findAllByRole('textbox', { name: /^Campo/ });
    expect(fields).toHaveLength(2);
    await userEvent.type(fields[1], 'color');
    await userEvent.type(screen.getAllByRole('textbox', { name: /^Valor/ })[1], 'rojo');
    // Each row says how to remove it, shown without pointing at it first; nothing offers to empty the whole list.
    const removeButtons = screen.getAllByRole('button', { name: 'Quitar campo' });
    expect(removeButtons).toHaveLength(2);
    removeButtons.forEach((button) => expect(button).toBeVisible());
    expect(screen.queryByRole('button', { name: 'Vaciar la lista' })).not.toBeInTheDocument();
    await userEvent.click(removeButtons[0]);
    await waitFor(() => expect(screen.queryByDisplayValue('marca')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][0].required_extra_fields).toEqual([{ field: 'color', value: 'rojo' }]);
  });
});
