import { describe, expect, it } from 'vitest';
import { amazonReturns } from '../../../resources/amazon/returns';
import { orders } from '../../../resources/catalogue/orders';
import { inDeclaredCases } from '../../../src/schema-ui/inDeclaredCases';

describe('a record against a declared cases filter, read as the server reads it', () => {
  it("takes Amazon's returns to decide: closed, undecided and tied to an ERP order", () => {
    const closed = { status: 'Closed', restock_decision: null, order_id: 12 };
    expect(inDeclaredCases(amazonReturns, 'to_decide', closed)).toBe(true);
    expect(inDeclaredCases(amazonReturns, 'to_decide', { ...closed, restock_decision: undefined })).toBe(true);
    expect(inDeclaredCases(amazonReturns, 'to_decide', { ...closed, status: 'Pending' })).toBe(false);
    expect(inDeclaredCases(amazonReturns, 'to_decide', { ...closed, restock_decision: 'restocked' })).toBe(false);
    expect(inDeclaredCases(amazonReturns, 'to_decide', { ...closed, order_id: null })).toBe(false);
  });

  it('takes either case of the orders to prepare, with a list of values and a list of values excluded', () => {
    const erp = { status: 'validated', channel: null };
    const sale = { status: 'validated', channel: 'mercadolibre', marketplace_status: 'paid', shipment_status: 'ready_to_ship', logistic_type: null };
    expect(inDeclaredCases(orders, 'to_prepare', erp)).toBe(true);
    expect(inDeclaredCases(orders, 'to_prepare', { ...erp, status: 'draft' })).toBe(false);
    expect(inDeclaredCases(orders, 'to_prepare', sale)).toBe(true);
    expect(inDeclaredCases(orders, 'to_prepare', { ...sale, logistic_type: 'cross_docking' })).toBe(true);
    expect(inDeclaredCases(orders, 'to_prepare', { ...sale, logistic_type: 'fulfillment' })).toBe(false);
    expect(inDeclaredCases(orders, 'to_prepare', { ...sale, shipment_status: 'shipped' })).toBe(false);
    expect(inDeclaredCases(orders, 'to_prepare', { ...sale, shipment_status: null })).toBe(false);
  });

  it('refuses a filter the declaration does not have as cases', () => {
    expect(() => inDeclaredCases(amazonReturns, 'to_ship', {})).toThrow(/to_ship/);
  });
});
