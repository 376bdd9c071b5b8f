import type { amazonAccountEventCodes } from '../../../../resources/amazon/payments';

/** Spanish labels of Amazon's payments screens: fields, and statuses, account fee types and Amazon's codes for them as words. */
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
    fee_type: 'Cargo o abono de la cuenta',
    description: 'Descripción de Amazon',
    event_key: 'Clave del movimiento',
    posted_date: 'Fecha',
    last_event_date: 'Último movimiento',
    event_count: 'Movimientos de la venta',
  },
  values: {
    status: {
      charged: 'Con cargos, sin pago aún',
      paid: 'Pagado',
      partially_refunded: 'Reembolsado en parte',
      refunded: 'Reembolsado',
    },
    fee_type: {
      subscription: 'Suscripción de vendedor',
      storage: 'Almacenamiento en Logística de Amazon',
      long_term_storage: 'Almacenamiento prolongado en Logística de Amazon',
      inbound_shipping: 'Envío de inventario a Amazon',
      removal: 'Retiro o eliminación de inventario',
      other_fee: 'Otra tarifa de Amazon',
      inventory_reimbursement: 'Reembolso por inventario perdido o dañado',
      postage: 'Etiquetas de envío',
      reserve: 'Saldo retenido por Amazon',
      other_adjustment: 'Otro ajuste de Amazon',
    },
    // An adjustment's description is Amazon's code for it; a service fee's, when Amazon words it none, its codes.
    description: {
      Subscription: 'Suscripción de vendedor',
      SubscriptionFee: 'Suscripción de vendedor',
      FBAStorageFee: 'Tarifa de almacenamiento de Logística de Amazon',
      FBALongTermStorageFee: 'Tarifa de almacenamiento prolongado de Logística de Amazon',
      FBAInboundTransportationFee: 'Transporte de inventario a Amazon',
      FBAInboundTransportationProgramFee: 'Programa de transporte de inventario a Amazon',
      FBAInboundConvenienceFee: 'Tarifa por colocación de inventario en Amazon',
      FBARemovalFee: 'Retiro de inventario de Logística de Amazon',
      FBADisposalFee: 'Eliminación de inventario de Logística de Amazon',
      FBAInventoryReimbursement: 'Reembolso de Amazon por inventario de Logística de Amazon',
      LostOrDamagedReimbursement: 'Reembolso por inventario perdido o dañado',
      PostageBilling: 'Compra de etiquetas de envío',
      PostageRefund: 'Reembolso de etiquetas de envío',
      ReserveEvent: 'Saldo retenido por Amazon',
    } satisfies Record<keyof typeof amazonAccountEventCodes, string>,
  },
};

/** Spanish words of Amazon's payment sheet beyond its fields: the payment named, its cards. */
export const amazonPaymentScreenMessagesEs = {
  // An order's payment is named as Mercado Libre's are ("Pago 80000000001"); a charge or credit to the account by its type.
  title: 'Pago %{id}',
  sheet: {
    settlement: 'Liquidación',
    charge: 'Cargo a la cuenta',
    credit: 'Abono a la cuenta',
    sale: 'Venta y cuenta',
    status: 'Estado y fechas',
    account: 'Cuenta y fecha',
  },
};
