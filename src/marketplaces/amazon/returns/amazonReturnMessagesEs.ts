/** Spanish labels of Amazon's returns screens: fields, and statuses and reasons as words. */
export const amazonReturnMessagesEs = {
  name: 'Devolución |||| Devoluciones',
  fields: {
    id: 'ID',
    channel: 'Marketplace',
    account_id: 'Cuenta',
    rma_id: 'Autorización (RMA)',
    amazon_order_id: 'Venta en Amazon',
    order_id: 'Pedido',
    sku: 'SKU',
    item_name: 'Producto',
    quantity: 'Cantidad',
    reason: 'Motivo',
    status: 'Estado',
    refunded_amount: 'Reembolsado',
    return_date: 'Fecha',
    order_date: 'Fecha de la venta',
    restock_decision: 'Stock',
    to_decide: 'Por decidir',
  },
  values: {
    status: {
      Pending: 'Por autorizar',
      Approved: 'Autorizada, en camino',
      Closed: 'Recibida y cerrada',
    },
    restock_decision: { restocked: 'Devuelto al stock', not_restocked: 'No devuelto al stock' },
    reason: {
      'CR-UNWANTED_ITEM': 'Ya no lo quiere',
      'CR-DEFECTIVE': 'Defectuoso o no funciona',
      'CR-DAMAGED_BY_CARRIER': 'Dañado en el envío',
      'CR-ORDERED_WRONG_ITEM': 'Pidió el producto equivocado',
      'CR-NOT_AS_DESCRIBED': 'No es como se describe',
      'CR-MISSING_PARTS': 'Faltan piezas',
      'CR-QUALITY_UNACCEPTABLE': 'Calidad inaceptable',
      'CR-FOUND_BETTER_PRICE': 'Encontró un mejor precio',
      'CR-MISSED_ESTIMATED_DELIVERY': 'Llegó tarde',
      'CR-SWITCHEROO': 'Recibió otro producto',
    },
  },
  // Why a return's units have no decision yet, where the decision would show.
  restock_pending: {
    when_closed: 'Se decide al cerrarse',
    no_order: 'Sin pedido en el ERP',
    to_decide: 'Por decidir',
  },
  restock: {
    restock: 'Devolver al stock',
    no_restock: 'No devolver',
    decided: 'Decisión guardada',
    failed: 'No se pudo: %{reason}',
  },
};
