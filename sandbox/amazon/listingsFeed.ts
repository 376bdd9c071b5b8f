import { AmazonApiError } from './apiErrors';
import type { ListingSubmissions, Patch } from './listingSubmissions';
import type { Attributes, Issue } from './types';

interface FeedMessage {
  messageId?: number;
  sku?: string;
  operationType?: string;
  productType?: string;
  requirements?: string;
  attributes?: Attributes;
  patches?: Patch[];
}

interface ReportIssue {
  messageId: number;
  code: string;
  severity: Issue['severity'];
  message: string;
  attributeName?: string;
}

const maxMessages = 10_000;

const feedIssue = (code: string, message: string): Issue => ({ code, message, severity: 'ERROR', attributeNames: [], categories: [] });

/** The issues of one message, taken as the Listings Items API would take it. */
function submit(submissions: ListingSubmissions, sellerId: string, sku: string, message: FeedMessage): Issue[] {
  const notListed = () => [feedIssue('100003', `SKU '${sku}' not found`)];
  const productType = message.productType ?? '';
  switch (message.operationType) {
    case 'DELETE':
      return submissions.delete(sellerId, sku)?.issues ?? notListed();
    case 'PATCH':
      return submissions.patch(sellerId, sku, productType, message.patches ?? [])?.issues ?? notListed();
    case 'UPDATE':
    case 'PARTIAL_UPDATE':
      return submissions.put(sellerId, sku, productType, message.attributes ?? {}, { requirements: message.requirements }).issues;
    default:
      return [feedIssue('100002', `Unknown operationType ${message.operationType}`)];
  }
}

function processMessage(submissions: ListingSubmissions, sellerId: string, message: FeedMessage): ReportIssue[] {
  const messageId = Number(message.messageId);
  let issues: Issue[];
  try {
    issues = message.sku ? submit(submissions, sellerId, message.sku, message) : [feedIssue('100002', 'sku is required')];
  } catch (error) {
    // A patch the API would refuse with 400 is one invalid message of the feed.
    if (!(error instanceof AmazonApiError)) throw error;
    issues = [feedIssue('100002', error.message)];
  }
  return issues.map((issue) => ({
    messageId,
    code: issue.code,
    severity: issue.severity,
    message: issue.message,
    ...(issue.attributeNames[0] && { attributeName: issue.attributeNames[0] }),
  }));
}

/**
 * `JSON_LISTINGS_FEED`: messages processed one by one; answers the processing report, or
 * undefined when the document is not a feed at all (the feed is then FATAL).
 */
export function processListingsFeed(submissions: ListingSubmissions, sellerId: string, feedId: string, content: string | undefined) {
  let document: { header?: { sellerId?: string }; messages?: FeedMessage[] };
  try {
    document = JSON.parse(content ?? '') as typeof document;
  } catch {
    return undefined;
  }
  if (document.header?.sellerId !== sellerId || !Array.isArray(document.messages) || document.messages.length > maxMessages) return undefined;
  const issues = document.messages.flatMap((message) => processMessage(submissions, sellerId, message));
  const invalid = new Set(issues.filter((issue) => issue.severity === 'ERROR').map((issue) => issue.messageId));
  return {
    header: { sellerId, version: '2.0', feedId },
    issues,
    summary: {
      errors: issues.filter((issue) => issue.severity === 'ERROR').length,
      warnings: issues.filter((issue) => issue.severity === 'WARNING').length,
      messagesProcessed: document.messages.length,
      messagesAccepted: document.messages.length - invalid.size,
      messagesInvalid: invalid.size,
    },
  };
}
