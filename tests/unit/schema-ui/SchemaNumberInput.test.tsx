import { fireEvent, screen } from '@testing-library/react';
import { SimpleForm } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { SchemaInput } from '../../../src/schema-ui/SchemaInput';
import { renderInAdmin } from '../support/renderInAdmin';

describe("a declared number's box", () => {
  it("says a fraction in a whole-number field in the app's words: the browser has no step of its own to refuse it with", async () => {
    const save = vi.fn();
    renderInAdmin(
      <SimpleForm onSubmit={save} record={{ id: 1, quantity: 2 }}>
        <SchemaInput resource="existencias" source="quantity" field={{ kind: 'integer', min: 0 }} />
      </SimpleForm>,
      { resource: 'existencias' },
    );
    const quantity = await screen.findByRole('spinbutton');
    expect(quantity).not.toHaveAttribute('step', '1');
    fireEvent.change(quantity, { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El valor no es válido')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });
});
