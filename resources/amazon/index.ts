export { type AmazonPayment, amazonPayments, amazonPaymentStatuses } from './payments';
export { type AmazonReturn, amazonReturnReasons, amazonReturns, amazonReturnStatuses } from './returns';
