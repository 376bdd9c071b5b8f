import type { ShipmentEvent } from '@sp-api-sdk/finances-api-v0';
import { describe, expect, it } from 'vitest';
import { orderMoneyOf } from '../../../server/marketplaces/amazon/orderMoney';
import { parseReturnsFlatFile } from '../../../server/marketplaces/amazon/returnsFlatFile';

const mxn = (amount: number) => ({ CurrencyCode: 'MXN', CurrencyAmount: amount });

describe("an Amazon order's money", () => {
  const shipment = {
    AmazonOrderId: '702-1',
    PostedDate: '2026-11-20T10:00:00Z',
    ShipmentItemList: [
      {
        ItemChargeList: [
          { ChargeType: 'Principal', ChargeAmount: mxn(1000) },
          { ChargeType: 'ShippingCharge', ChargeAmount: mxn(99) },
        ],
        ItemFeeList: [
          { FeeType: 'Commission', FeeAmount: mxn(-150) },
          { FeeType: 'FBAPerUnitFulfillmentFee', FeeAmount: mxn(-45.5) },
        ],
      },
    ],
  };

  it('is nothing before Amazon posts an event', () => {
    expect(orderMoneyOf('702-1', { ShipmentEventList: [], RefundEventList: [] })).toBeUndefined();
  });

  it('is only charged when a service fee on the order comes before its shipment: no item price, its net what the fee took', () => {
    const fee = { AmazonOrderId: '702-1', FeeList: [{ FeeType: 'FBACustomerReturnFee', FeeAmount: mxn(-35) }] };
    expect(orderMoneyOf('702-1', { ServiceFeeEventList: [fee] })).toMatchObject({
      itemPrice: 0,
      fees: 35,
      refunded: 0,
      net: -35,
      status: 'charged',
      currency: 'MXN',
      eventCount: 1,
    });
    expect(orderMoneyOf('702-1', { ShipmentEventList: [shipment], ServiceFeeEventList: [fee] })).toMatchObject({
      itemPrice: 1099,
      fees: 230.5,
      net: 868.5,
      status: 'paid',
      postedDate: '2026-11-20T10:00:00.000Z',
      eventCount: 2,
    });
  });

  it('sums a shipment: charges as the item price, commission and fulfilment fees as fees, the net what is left', () => {
    expect(orderMoneyOf('702-1', { ShipmentEventList: [shipment] })).toMatchObject({
      itemPrice: 1099,
      fees: 195.5,
      refunded: 0,
      net: 903.5,
      status: 'paid',
      currency: 'MXN',
      postedDate: '2026-11-20T10:00:00.000Z',
    });
  });

  it("takes a partial refund's adjustments off: the money given back, and the commission Amazon returns", () => {
    const refund = {
      AmazonOrderId: '702-1',
      PostedDate: '2026-11-22T10:00:00Z',
      ShipmentItemAdjustmentList: [
        {
          ItemChargeAdjustmentList: [{ ChargeType: 'Principal', ChargeAmount: mxn(-500) }],
          ItemFeeAdjustmentList: [{ FeeType: 'Commission', FeeAmount: mxn(75) }],
        },
      ],
    };
    expect(orderMoneyOf('702-1', { ShipmentEventList: [shipment], RefundEventList: [refund] })).toMatchObject({
      itemPrice: 1099,
      fees: 120.5,
      refunded: 500,
      net: 478.5,
      status: 'partially_refunded',
      postedDate: '2026-11-20T10:00:00.000Z',
      lastEventDate: '2026-11-22T10:00:00.000Z',
    });
  });

  it.each([
    [
      'a fee that is no number',
      { ItemFeeList: [{ FeeType: 'Commission', FeeAmount: { CurrencyCode: 'MXN', CurrencyAmount: 'gratis' } }] },
      'FeeAmount.CurrencyAmount = "gratis"',
    ],
    [
      'a charge whose currency is no text',
      { ItemChargeList: [{ ChargeType: 'Principal', ChargeAmount: { CurrencyCode: 484, CurrencyAmount: 10 } }] },
      'ChargeAmount.CurrencyCode = 484',
    ],
    ['a charge list that is no list', { ItemChargeList: 'Principal' }, 'ItemChargeList = "Principal"'],
  ])('refuses the payment whole when an item has %s, naming it', (_, item, named) => {
    // As Amazon would answer it, not as its published model allows.
    const broken = { ...shipment, ShipmentItemList: [...shipment.ShipmentItemList, item] } as unknown as ShipmentEvent;
    expect(() => orderMoneyOf('702-1', { ShipmentEventList: [broken] })).toThrow(`Amazon respondió datos no válidos: el pago del pedido 702-1 trae ${named}`);
  });

  it('refuses the payment whole when an event was posted on no date', () => {
    expect(() => orderMoneyOf('702-1', { ShipmentEventList: [{ ...shipment, PostedDate: 'ayer' }] })).toThrow(
      'Amazon respondió datos no válidos: el pago del pedido 702-1 trae PostedDate = "ayer"',
    );
  });
});

describe('the returns flat file', () => {
  it('finds columns by name in any order, skips blank and incomplete lines, and reads dates and numbers', () => {
    const text = [
      '\uFEFFamazon-rma-id\torder-id\tmerchant-sku\titem-name\treturn-quantity\treturn-reason\treturn-request-status\treturn-request-date\torder-date\trefunded-amount\tnew-column',
      'D001\t702-1\tLIC-600\tLicuadora\t2\tCR-DEFECTIVE\tClosed\t2026-11-21T09:00:00+00:00\t2026-11-18T09:00:00+00:00\t1300.00\tx',
      '',
      '\t702-2\tLIC-600\tSin RMA\t1\tCR-DEFECTIVE\tPending\t\t\t\t',
      'D002\t702-3\tTEN-27\tTenis\t\tCR-OTHER\tApproved\tno es fecha\t\t\t',
    ].join('\r\n');
    expect(parseReturnsFlatFile(text)).toEqual([
      {
        orderId: '702-1',
        orderDate: '2026-11-18T09:00:00.000Z',
        returnDate: '2026-11-21T09:00:00.000Z',
        status: 'Closed',
        rmaId: 'D001',
        sku: 'LIC-600',
        itemName: 'Licuadora',
        quantity: 2,
        reason: 'CR-DEFECTIVE',
        refundedAmount: 1300,
      },
      {
        orderId: '702-3',
        orderDate: null,
        returnDate: null,
        status: 'Approved',
        rmaId: 'D002',
        sku: 'TEN-27',
        itemName: 'Tenis',
        quantity: 1,
        reason: 'CR-OTHER',
        refundedAmount: 0,
      },
    ]);
  });

  it('is empty for an empty document', () => {
    expect(parseReturnsFlatFile('')).toEqual([]);
  });
});
