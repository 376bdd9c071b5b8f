import { screen } from '@testing-library/react';
import { List, SimpleList, TextField } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagerLabels } from '../../../src/layout/PagerLabels';
import { renderInAdmin } from '../support/renderInAdmin';
import { stubScreen } from '../support/screenWidth';

const things = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, name: `Cosa ${index + 1}` }));

afterEach(() => vi.unstubAllGlobals());

describe("a phone's pager", () => {
  it('names its buttons in Spanish, as the wide pager does', async () => {
    stubScreen('phone');
    renderInAdmin(
      <PagerLabels>
        <List resource="cosas" perPage={5} disableSyncWithLocation>
          <SimpleList primaryText={<TextField source="name" />} />
        </List>
      </PagerLabels>,
      { dataProvider: { getList: () => Promise.resolve({ data: things.slice(0, 5), total: things.length }) as never } },
    );
    await screen.findByText('Cosa 1');
    expect(screen.getByRole('button', { name: 'Ir a la página anterior' })).toHaveAttribute('title', 'Ir a la página anterior');
    expect(screen.getByRole('button', { name: 'Ir a la página siguiente' })).toHaveAttribute('title', 'Ir a la página siguiente');
    expect(screen.queryByRole('button', { name: /Go to/ })).not.toBeInTheDocument();
  });
});
