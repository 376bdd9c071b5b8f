/** Spanish labels of the MercadoLibre payments screens: fields, and statuses and details as words. */
export const paymentMessagesEs = {
  name: 'Pago |||| Pagos',
  fields: {
    id: 'ID',
    payment_id: 'Pago',
    account_id: 'Cuenta',
    marketplace_order_id: 'Venta en Mercado Libre',
    order_id: 'Pedido',
    status: 'Estado',
    status_detail: 'Detalle',
    transaction_amount: 'Importe',
    marketplace_fee: 'Comisión',
    shipping_cost: 'Envío',
    taxes_amount: 'Impuestos',
    net_amount: 'Neto',
    profit: 'Ganancia',
    currency_id: 'Moneda',
    date_approved: 'Aprobado',
    last_updated: 'Actualizado',
  },
  values: {
    status: {
      pending: 'Pendiente',
      approved: 'Aprobado',
      authorized: 'Autorizado',
      in_process: 'En revisión',
      in_mediation: 'En mediación',
      rejected: 'Rechazado',
      cancelled: 'Cancelado',
      refunded: 'Devuelto',
      charged_back: 'Contracargo',
    },
    status_detail: {
      accredited: 'Acreditado',
      pending_waiting_payment: 'Esperando el pago',
      pending_contingency: 'En proceso',
      pending_review_manual: 'En revisión manual',
      cc_rejected_insufficient_amount: 'Fondos insuficientes',
      cc_rejected_other_reason: 'Rechazado por el banco',
      by_collector: 'Cancelado por el vendedor',
      by_payer: 'Cancelado por el comprador',
      refunded: 'Dinero devuelto',
      partially_refunded: 'Devuelto en parte',
      expired: 'Vencido',
    },
  },
};

/** Spanish words of the payments screens beyond their fields: the payment named, its sheet's sections. */
export const paymentScreenMessagesEs = {
  // A payment is named as a sale is ("Venta 2000000001"): on its card, its sheet's title and the sale's page.
  title: 'Pago %{id}',
  sheet: {
    settlement: 'Liquidación',
    product_cost: 'Costo de los productos',
    profit_unknown: 'La ganancia no se conoce: falta el pedido o el costo de algún producto',
    sale: 'Venta y cuenta',
    status: 'Estado y fechas',
  },
};
