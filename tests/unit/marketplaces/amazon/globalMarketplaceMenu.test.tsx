import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppMenu } from '../../../../src/layout/AppMenu';
import { renderInAdmin } from '../../support/renderInAdmin';

const hrefsOf = (name: string) => screen.getAllByRole('menuitem', { name }).map((item) => item.getAttribute('href'));

describe('the Linio and Claro Shop menu entries', () => {
  it("offer questions, sales, payments and refunds, each the global marketplace's screen filtered by the marketplace", async () => {
    renderInAdmin(<AppMenu />);
    expect(await screen.findByText('Linio')).toBeInTheDocument();
    expect(screen.getByText('Claro Shop')).toBeInTheDocument();
    for (const marketplace of ['linio', 'claroshop']) {
      expect(hrefsOf('Preguntas')).toContain(`/amazon/preguntas?marketplace=${marketplace}`);
      expect(hrefsOf('Ventas')).toContain(`/amazon/ventas?marketplace=${marketplace}`);
      expect(hrefsOf('Pagos')).toContain(`/amazon/pagos?marketplace=${marketplace}`);
      expect(hrefsOf('Devoluciones')).toContain(`/amazon/devoluciones?marketplace=${marketplace}`);
    }
    expect(hrefsOf('Preguntas')).toContain('/amazon/preguntas');
  });
});
