import { listLimits } from '../../resources';
import { marketplaceCodes, notificationTypes } from '../../resources/notifications';
import { errorResponsesFor } from '../http/routeSchemas';

const marketplaceValues = Object.values(marketplaceCodes);
const marketplaceLegend = Object.entries(marketplaceCodes)
  .map(([name, code]) => `${code} ${name}`)
  .join(', ');

export const notificationSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    type: { type: 'string', enum: [...notificationTypes] },
    message: { type: 'string' },
    date: { type: 'string', format: 'date-time' },
    marketplace: { type: 'integer', enum: marketplaceValues, description: `Marketplace code: ${marketplaceLegend}` },
    resource_id: { type: 'string', description: 'Id of the question, order, publication… the notification is about' },
    seen: { type: 'boolean' },
    data: { type: 'object', additionalProperties: true, description: 'Details of the event, by type' },
  },
} as const;

export const unseenResponse = {
  type: 'object',
  properties: {
    data: { type: 'array', items: notificationSchema },
    total: { type: 'integer', description: 'All unseen notifications, also those beyond the list' },
  },
} as const;

export const historyQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, default: listLimits.defaultPage },
    size: { type: 'integer', minimum: 1, maximum: listLimits.maxSize, default: listLimits.defaultSize },
    type: { type: 'string', enum: [...notificationTypes] },
    marketplace: { type: 'integer', enum: marketplaceValues, description: `Marketplace code: ${marketplaceLegend}` },
    seen: { type: 'boolean' },
  },
} as const;

export const historyResponse = {
  type: 'object',
  properties: {
    data: { type: 'array', items: notificationSchema },
    total: { type: 'integer' },
    page: { type: 'integer' },
    size: { type: 'integer' },
  },
} as const;

export const countResponse = {
  type: 'object',
  properties: { count: { type: 'integer', description: 'How many notifications changed' } },
} as const;

export const errorResponses = errorResponsesFor(400, 401, 404);
