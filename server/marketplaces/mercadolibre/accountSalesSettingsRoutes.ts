import type { FastifyInstance } from 'fastify';
import { fieldMessages } from '../../../resources';
import { type AccountSalesSettings, salesStockMoments } from '../../../resources/mercadolibre';
import { badInput, notFound } from '../../http/errors';
import { idParamsSchema } from '../../http/routeSchemas';
import { toAccountRecord } from './accountRepository';
import { account } from './accountRoutes';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { errorResponses } from './routeSupport';

/** `PUT api/mercadolibre/credentials/{id}/sales_settings`: when the account's sales take their stock, and from which warehouse first. */
export function registerAccountSalesSettingsRoutes(app: FastifyInstance, feature: MercadoLibreFeature): void {
  const db = feature.context.database.db;
  app.put<{ Params: { id: number }; Body: AccountSalesSettings }>(
    '/api/mercadolibre/credentials/:id/sales_settings',
    {
      schema: {
        tags: ['mercadolibre-credentials'],
        params: idParamsSchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['sales_stock_moment', 'sales_warehouse_id'],
          properties: {
            sales_stock_moment: { type: 'string', enum: [...salesStockMoments] },
            sales_warehouse_id: { type: ['integer', 'null'], minimum: 1 },
          },
        },
        response: { 200: account, ...errorResponses },
      },
    },
    async (request) => {
      const { sales_stock_moment, sales_warehouse_id } = request.body;
      if (sales_warehouse_id !== null && !(await db.selectFrom('warehouses').select('rowid').where('rowid', '=', sales_warehouse_id).executeTakeFirst()))
        throw badInput({ sales_warehouse_id: fieldMessages.invalid });
      const changed = await db
        .updateTable('mercadolibre_accounts')
        .set({ sales_stock_moment, sales_warehouse_id, updated_at: new Date().toISOString() })
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) throw notFound('La cuenta no existe');
      const row = await feature.accounts.get(request.params.id);
      if (!row) throw notFound('La cuenta no existe');
      return toAccountRecord(row);
    },
  );
}
