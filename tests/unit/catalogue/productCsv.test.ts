import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/appProviders';
import { productsToCsv } from '../../../src/catalogue/products/productCsv';

describe('the products CSV', () => {
  it('writes the columns as the list names them and whether a product is sold or bought in words', () => {
    const product = { id: 5, rowid: 5, ref: 'CAF-000005', label: 'Cafetera, 12 tazas', barcode: null, price: 1299, price_ttc: 1506.84, tva_tx: 16 };
    const [header, row] = productsToCsv([{ ...product, stock: 7, seuil_stock_alerte: 2, tosell: true, tobuy: false }], i18nProvider.translate).split('\r\n');
    expect(header).toBe('ID,Referencia,Nombre,Código de barras,Precio,Precio con IVA,Tasa de IVA (%),Stock,Stock de alerta,En venta,En compra');
    expect(row).toBe('5,CAF-000005,"Cafetera, 12 tazas",,1299,1506.84,16,7,2,Sí,No');
  });
});
