import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testApp';
import { created, paths } from './catalogueFixtures';

let testApp: TestApp;
let plomeria: number;
let norte: number;
beforeAll(async () => {
  testApp = await startTestApp();
  plomeria = (await created(testApp, paths.categories, { label: 'Plomería' })).id;
  norte = (await created(testApp, paths.warehouses, { label: 'Norte' })).id;
  await created(testApp, paths.products, {
    ref: 'LLV-100',
    label: 'Llave de paso',
    barcode: '7501000000011',
    description: 'Latón cromado',
    categories: [plomeria],
    warehouse_stock: [{ warehouse_id: norte, quantity: 2 }],
    seuil_stock_alerte: 5,
  });
  await created(testApp, paths.products, {
    ref: 'TUB-200',
    label: 'Tubo de cobre',
    barcode: '7501000000028',
    description: 'Rollo de 15 m',
    categories: [plomeria],
    tosell: false,
  });
  await created(testApp, paths.products, {
    ref: 'MRT-300',
    label: 'Martillo de uña',
    barcode: '7502000000035',
    description: 'Mango de fibra',
    warehouse_stock: [{ warehouse_id: norte, quantity: 50 }],
    seuil_stock_alerte: 5,
  });
  await created(testApp, paths.products, { ref: 'CAM-400', label: 'Camión de juguete', description: 'Plástico' });
});
afterAll(() => testApp.close());

const refsOf = (body: { data: { ref: string }[] }) => body.data.map((product) => product.ref).sort();
const search = async (text: string) => refsOf((await testApp.call({ method: 'GET', url: `/${paths.products}?search=${encodeURIComponent(text)}` })).json());
const filter = async (body: Record<string, unknown>) =>
  refsOf((await testApp.call({ method: 'POST', url: `/${paths.products}q/?size=50`, payload: body })).json());

describe('product search over ref, label, barcode and description', () => {
  it('finds by ref, by a ref prefix (with or without *), by label words and by barcode', async () => {
    expect(await search('TUB-200')).toEqual(['TUB-200']);
    expect(await search('llv')).toEqual(['LLV-100']);
    expect(await search('mrt*')).toEqual(['MRT-300']);
    expect(await search('tubo cobre')).toEqual(['TUB-200']);
    expect(await search('7502000000035')).toEqual(['MRT-300']);
    expect(await search('75010')).toEqual(['LLV-100', 'TUB-200']);
    expect(await search('cromado')).toEqual(['LLV-100']);
  });

  it('ignores accents and case, treats query syntax as plain text, and finds nothing for unknown words', async () => {
    expect(await search('CAMION')).toEqual(['CAM-400']);
    expect(await search('"de" (*')).toEqual(['CAM-400', 'LLV-100', 'MRT-300', 'TUB-200']);
    expect(await search('destornillador')).toEqual([]);
  });

  it('searches with busqueda in the filter body, together with filters', async () => {
    expect(await filter({ busqueda: 'de', tosell: true })).toEqual(['CAM-400', 'LLV-100', 'MRT-300']);
  });
});

describe('product list filters', () => {
  it('by category (through the category links), and by a list of categories', async () => {
    expect(await filter({ category: plomeria })).toEqual(['LLV-100', 'TUB-200']);
    expect(await filter({ category: [plomeria, 99999] })).toEqual(['LLV-100', 'TUB-200']);
  });

  it('by warehouse holding stock, stock below its alert level, tosell and tobuy', async () => {
    expect(await filter({ warehouse: norte })).toEqual(['LLV-100', 'MRT-300']);
    expect(await filter({ stock_alert: true })).toEqual(['LLV-100']);
    expect(await filter({ tosell: false })).toEqual(['TUB-200']);
    expect(await filter({ tobuy: true, category: plomeria, warehouse: norte })).toEqual(['LLV-100']);
  });

  it('sorts by a sortable column and refuses an unknown filter', async () => {
    const sorted = (await testApp.call({ method: 'GET', url: `/${paths.products}?sort=price_ttc&order=ASC&size=2` })).json();
    expect(sorted.data).toHaveLength(2);
    const unknown = await testApp.call({ method: 'POST', url: `/${paths.products}q/`, payload: { color: 'rojo' } });
    expect(unknown.statusCode).toBe(400);
  });

  it('counts the new product after a create (list totals follow writes)', async () => {
    const before = (await testApp.call({ method: 'POST', url: `/${paths.products}q/`, payload: { category: plomeria } })).json().total;
    await created(testApp, paths.products, { ref: 'VAL-500', label: 'Válvula', categories: [plomeria] });
    expect((await testApp.call({ method: 'POST', url: `/${paths.products}q/`, payload: { category: plomeria } })).json().total).toBe(before + 1);
  });

  it('finds words written by an update, and a prefix that starts many different words', async () => {
    await created(testApp, paths.products, { ref: 'TIM-600', label: 'Timbre zumbido' });
    const tube = (await testApp.call({ method: 'GET', url: `/${paths.products}?search=TUB-200` })).json().data[0];
    const updated = await testApp.call({ method: 'PUT', url: `/${paths.products}${tube.rowid}`, payload: { description: 'Rollo zumbador' } });
    expect(updated.statusCode).toBe(200);
    expect(await search('zumb')).toEqual(['TIM-600', 'TUB-200']);
    expect(await search('rollo zumbador')).toEqual(['TUB-200']);
    // Forty words that all start with "qz": more than a search names one by one.
    const many = Array.from({ length: 40 }, (_, index) => ({
      op: 'create',
      data: { ref: `QZ-${index}`, label: `qz${String.fromCharCode(97 + (index % 26))}${index} pieza` },
    }));
    expect((await testApp.call({ method: 'POST', url: `/${paths.products}batch`, payload: { items: many } })).statusCode).toBe(200);
    expect((await testApp.call({ method: 'GET', url: `/${paths.products}?search=qz%20pieza&size=50` })).json().total).toBe(40);
    expect(await search('qzb1')).toEqual(['QZ-1']);
  });

  it('finds every product created at once with the same new words, whatever their order', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        testApp.call({
          method: 'POST',
          url: `/${paths.products}`,
          payload: { ref: `PAR-${index}`, label: index % 2 ? 'bisagra ornamental' : 'ornamental bisagra' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect((await testApp.call({ method: 'GET', url: `/${paths.products}?search=ornam%20bisag&size=50` })).json().total).toBe(10);
  });
});
