export * from './accounts';
export * from './contract';
export * from './publicationStatuses';
export * from './publicationLinkOrigins';
export { type MercadoLibrePublication, mercadoLibrePublications } from './publications';
export { type MercadoLibrePayment, mercadoLibrePayments, paymentStatusDetails, paymentStatuses } from './payments';
export { type MercadoLibreQuestion, maxAnswerLength, mercadoLibreQuestions, questionLink, questionStatuses, type QuestionStatus } from './questions';
export {
  claimLink,
  type ClaimMessage,
  claimStages,
  claimStatuses,
  type MercadoLibreClaim,
  mercadoLibreClaims,
  performedClaimActions,
  type PerformedClaimAction,
} from './claims';
export * from './messages';
