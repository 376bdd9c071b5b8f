import type { DataProvider } from 'react-admin';
import type { AmazonAccountCalls } from './amazonAccountCalls';
import type { BuyerRequestCalls } from './buyerRequestCalls';

/** The data provider as the Amazon screens use it. */
export type AmazonDataProvider = DataProvider & AmazonAccountCalls & BuyerRequestCalls;
