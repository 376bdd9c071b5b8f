import { screen } from '@testing-library/react';
import { Form, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SchemaEditToolbar } from '../../../src/schema-ui/SchemaEditToolbar';
import { renderInAdmin } from '../support/renderInAdmin';
import { stubScreen } from '../support/screenWidth';

const renderToolbar = () =>
  renderInAdmin(
    <RecordContextProvider value={{ id: 1, label: 'Almacén Norte' }}>
      <Form record={{ id: 1, label: 'Almacén Norte' }}>
        <SchemaEditToolbar />
      </Form>
    </RecordContextProvider>,
    { resource: 'almacenes' },
  );

describe("an edit form's toolbar", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['phone', 'laptop'] as const)('on a %s, names its buttons in words: Guardar and Borrar', async (screenKind) => {
    stubScreen(screenKind);
    renderToolbar();
    expect(await screen.findByRole('button', { name: 'Guardar' })).toHaveTextContent('Guardar');
    expect(screen.getByRole('button', { name: 'Borrar' })).toHaveTextContent('Borrar');
  });
});
