/** Spanish labels of Amazon's payments screens: fields, and statuses as words. */
export const amazonPaymentMessagesEs = {
  name: 'Pago |||| Pagos',
  fields: {
    id: 'ID',
    channel: 'Marketplace',
    amazon_order_id: 'Venta en Amazon',
    account_id: 'Cuenta',
    order_id: 'Pedido',
    status: 'Estado',
    item_price: 'Importe',
    fees: 'Comisiones de Amazon',
    refunded: 'Reembolsado',
    net: 'Neto',
    currency_id: 'Moneda',
    posted_date: 'Fecha',
    last_event_date: 'Último movimiento',
  },
  values: {
    status: {
      paid: 'Pagado',
      partially_refunded: 'Reembolsado en parte',
      refunded: 'Reembolsado',
    },
  },
};
