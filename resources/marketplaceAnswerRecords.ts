/**
 * What of a marketplace's answer could not be read, as the sentences `marketplace_invalid_*` name it
 * (their `record`): a code each language words (`app.errors.answer_records.<code>`), `%{id}` standing
 * for the record's id. The Spanish words are here, as the server's message says them and the Spanish
 * screens word them: one wording for both. A record named by its id, or a page, holds (`trae`) what
 * could not be read; any other comes with it (`con`).
 */
export const answerRecordWordsEs = {
  item: 'un artículo',
  question: 'una pregunta',
  payment: 'un pago',
  claim: 'un reclamo',
  return: 'una devolución',
  order: 'una orden',
  numbered_order: 'la orden %{id}',
  amazon_order: 'el pedido %{id}',
  amazon_payment: 'el pago del pedido %{id}',
  sales_page: 'una página de ventas',
  claims_page: 'una página de reclamos',
  questions_page: 'una página de preguntas',
  orders_page: 'una página de pedidos',
  payments_page: 'una página de pagos',
} as const;

export type AnswerRecord = keyof typeof answerRecordWordsEs;
