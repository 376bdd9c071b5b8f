export * from './accounts';
export * from './contract';
export * from './publicationStatuses';
export { type MercadoLibrePublication, mercadoLibrePublications } from './publications';
export { type MercadoLibrePayment, mercadoLibrePayments, paymentStatusDetails, paymentStatuses } from './payments';
