import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, forbidden, notFound } from './apiErrors';
import { categoryById, shippingMethods } from './catalogData';
import { callerOf } from './requestGuard';

type UserParams = { Params: { id: string } };
const logisticTypes = ['drop_off', 'xd_drop_off', 'cross_docking', 'self_service', 'fulfillment'];
const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

function ownUser(request: FastifyRequest<UserParams>): number {
  const userId = Number(request.params.id);
  if (callerOf(request).userId !== userId) throw forbidden(`Caller is not allowed to access user ${request.params.id}`);
  return userId;
}

const me2Logistics = [
  {
    mode: 'me2',
    types: [
      { type: 'drop_off', default: true },
      { type: 'xd_drop_off', default: false },
      { type: 'cross_docking', default: false },
      { type: 'self_service', default: false },
    ],
  },
];

/** Mercado Envíos: methods of the site, a seller's and a category's preferences, free-shipping cost, dispatch schedule. */
export function registerShippingRoutes(app: FastifyInstance): void {
  app.get('/sites/MLM/shipping_methods', async () =>
    shippingMethods.map((method) => ({ ...method, site_id: 'MLM', currency_id: 'MXN', shipping_modes: ['me2'], free_options: ['country'] })),
  );

  app.get<UserParams>('/users/:id/shipping_preferences', async (request) => {
    ownUser(request);
    return {
      modes: ['me2', 'custom', 'not_specified'],
      logistics: me2Logistics,
      picking_type: 'drop_off',
      tags: ['me2_available'],
      cost_configuration: { zip_code: '06600' },
    };
  });

  app.get<UserParams & { Querystring: { category_id?: string } }>('/users/:id/shipping_modes', async (request) => {
    ownUser(request);
    if (request.query.category_id && !categoryById.get(request.query.category_id)) throw notFound(`Category not found: ${request.query.category_id}`);
    return [
      { mode: 'me2', shipping_attributes: { free: { accepted: true, mandatory: false }, local_pick_up: { accepted: true } } },
      { mode: 'custom', shipping_attributes: { local_pick_up: { accepted: true } } },
      { mode: 'not_specified', shipping_attributes: { local_pick_up: { accepted: true } } },
    ];
  });

  app.get<{ Params: { id: string } }>('/categories/:id/shipping_preferences', async (request) => {
    if (!categoryById.get(request.params.id)) throw notFound(`Category not found: ${request.params.id}`);
    return { category_id: request.params.id, dimensions: { height: 10, width: 20, length: 30, weight: 1000 }, logistics: me2Logistics, restricted: false };
  });

  app.get<UserParams & { Querystring: { item_price?: string; dimensions?: string } }>('/users/:id/shipping_options/free', async (request) => {
    ownUser(request);
    const price = Number(request.query.item_price ?? 0);
    // Mexico: the seller pays a discounted cost when the buyer gets free shipping (items from MXN 299).
    const listCost = price >= 299 ? 99 : 149;
    return { coverage: { all_country: { list_cost: listCost, currency_id: 'MXN', billable_weight: 1000 } } };
  });

  app.get<{ Params: { id: string; logisticType: string } }>('/users/:id/shipping/schedule/:logisticType', async (request) => {
    const userId = Number(request.params.id);
    if (callerOf(request).userId !== userId) throw forbidden(`Caller is not allowed to access user ${request.params.id}`);
    if (!logisticTypes.includes(request.params.logisticType)) throw badRequest(`Invalid logistic_type ${request.params.logisticType}`);
    const working = (day: string) => day !== 'sunday';
    const schedule = Object.fromEntries(
      weekdays.map((day) => [
        day,
        {
          work: working(day),
          cutoff: day === 'saturday' ? '11:00' : '13:00',
          detail: working(day) ? [{ from: '09:00', to: day === 'saturday' ? '12:00' : '18:00' }] : [],
        },
      ]),
    );
    return { user_id: userId, logistic_type: request.params.logisticType, schedule };
  });
}
