import { homeSummaryLimits } from '../../resources/homeSummary';
import { listingStates, salesChannelCodes } from '../../resources/inventory/channelListings';
import { errorResponsesFor } from '../http/routeSchemas';

const { maxUtcOffsetMinutes } = homeSummaryLimits;

export const homeSummaryQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    utc_offset: {
      type: 'integer',
      minimum: -maxUtcOffsetMinutes,
      maximum: maxUtcOffsetMinutes,
      default: 0,
      description: 'The caller\'s offset from UTC in minutes (e.g. -360 for UTC−06:00): days and "today" are the caller\'s.',
    },
  },
} as const;

const figures = { type: 'object', properties: { count: { type: 'integer' }, amount: { type: 'number' } } } as const;
const waitingBuyers = {
  type: 'object',
  properties: { unanswered: { type: 'integer' }, oldestUnansweredAt: { type: ['string', 'null'], format: 'date-time' } },
} as const;
const counts = (names: readonly string[]) => ({ type: 'object', properties: Object.fromEntries(names.map((name) => [name, { type: 'integer' }])) });

export const homeSummaryResponse = {
  200: {
    type: 'object',
    properties: {
      sales: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            channel: { type: 'string', description: '`erp` for orders made in the ERP, else the channel the order was sold on (`mercadolibre`)' },
            today: figures,
            last7Days: figures,
            last30Days: figures,
            byDay: { type: 'array', items: { type: 'object', properties: { day: { type: 'string', format: 'date' }, ...figures.properties } } },
          },
        },
      },
      ordersToPrepare: { type: 'integer' },
      publications: {
        type: 'object',
        properties: { byState: counts(listingStates), total: { type: 'integer' }, sold: { type: 'integer' }, outOfSync: { type: 'integer' } },
      },
      questions: {
        type: 'object',
        properties: {
          ...waitingBuyers.properties,
          byChannel: { type: 'object', properties: Object.fromEntries(salesChannelCodes.map((channel) => [channel, waitingBuyers])) },
        },
      },
      claims: {
        type: 'object',
        properties: {
          open: { type: 'integer' },
          overdue: { type: 'integer' },
          nextDueAt: { type: ['string', 'null'], format: 'date-time' },
          amazonReturnsToDecide: { type: 'integer' },
        },
      },
      lowStock: {
        type: 'object',
        properties: {
          count: { type: 'integer' },
          first: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                ref: { type: ['string', 'null'] },
                label: { type: ['string', 'null'] },
                stock: { type: ['number', 'null'] },
                alert: { type: ['number', 'null'] },
              },
            },
          },
        },
      },
      tasks: counts(['running', 'failedLastDay']),
      notifications: counts(['unseen']),
    },
  },
  ...errorResponsesFor(400, 401),
} as const;
