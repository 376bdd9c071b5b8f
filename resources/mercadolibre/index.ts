export * from './accounts';
export * from './contract';
export * from './publicationStatuses';
export { type MercadoLibrePublication, mercadoLibrePublications } from './publications';
export { type MercadoLibrePayment, mercadoLibrePayments, paymentStatusDetails, paymentStatuses } from './payments';
export { type MercadoLibreQuestion, maxAnswerLength, mercadoLibreQuestions, questionLink, questionStatuses, type QuestionStatus } from './questions';
export * from './messages';
