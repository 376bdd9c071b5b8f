// The yardstick for the first list page: the smallest react-admin 5 app with one resource, a
// guessed list over a json-server REST API (`/products?_sort=&_order=&_start=&_end=`, the total in
// X-Total-Count), as ra-data-json-server asks it.
import { createRoot } from 'react-dom/client';
import { Admin, type DataProvider, ListGuesser, Resource } from 'react-admin';

const dataProvider = {
  async getList(resource: string, { pagination = { page: 1, perPage: 10 }, sort = { field: 'id', order: 'ASC' } }) {
    const { page, perPage } = pagination;
    const query = new URLSearchParams({ _sort: sort.field, _order: sort.order, _start: String((page - 1) * perPage), _end: String(page * perPage) });
    const response = await fetch(`/${resource}?${query}`);
    return { data: await response.json(), total: Number(response.headers.get('x-total-count')) };
  },
} as unknown as DataProvider;

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider}>
    <Resource name="products" list={ListGuesser} />
  </Admin>,
);
