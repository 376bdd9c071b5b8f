import type { FastifyInstance } from 'fastify';
import { type AccountSalesSettings, salesStockMoments } from '../../../resources/mercadolibre';
import { nextVersion } from '../../crud/versions';
import { badInput, notFound, staleVersion } from '../../http/errors';
import { invalidField } from '../../http/fieldMessages';
import { idParamsSchema, staleVersionResponse } from '../../http/routeSchemas';
import { toAccountRecord } from './accountRepository';
import { account } from './accountRoutes';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { errorResponses } from './routeSupport';

/**
 * `PUT api/mercadolibre/credentials/{id}/sales_settings`: when the account's sales take their stock,
 * and from which warehouse first. One transaction that locks the account's row: a change sent with
 * the settings' version the client loaded (`sales_settings_version`) is stored only while it is still
 * that one, else 409 with the account as it is now; on PostgreSQL the chosen warehouse is held against
 * deletion until the change commits, so an account never points at a warehouse that is gone.
 */
export function registerAccountSalesSettingsRoutes(app: FastifyInstance, feature: MercadoLibreFeature): void {
  const { db, dialect } = feature.context.database;
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
            sales_settings_version: { type: ['string', 'null'], maxLength: 40 },
          },
        },
        response: { 200: account, ...errorResponses, 409: staleVersionResponse(account) },
      },
    },
    async (request) => {
      const { sales_stock_moment, sales_warehouse_id, sales_settings_version: loaded } = request.body;
      const id = request.params.id;
      await db.transaction().execute(async (trx) => {
        const locked = trx.selectFrom('mercadolibre_accounts').selectAll().where('id', '=', id);
        const stored = await (dialect === 'postgres' ? locked.forUpdate() : locked).executeTakeFirst();
        if (!stored) throw notFound('La cuenta no existe').worded('account_missing');
        if (loaded !== undefined && loaded !== (stored.sales_settings_version ?? null)) throw staleVersion(toAccountRecord(stored));
        if (sales_warehouse_id !== null) {
          const warehouse = trx.selectFrom('warehouses').select('rowid').where('rowid', '=', sales_warehouse_id);
          if (!(await (dialect === 'postgres' ? warehouse.forKeyShare() : warehouse).executeTakeFirst())) throw badInput({ sales_warehouse_id: invalidField });
        }
        await trx
          .updateTable('mercadolibre_accounts')
          .set({
            sales_stock_moment,
            sales_warehouse_id,
            sales_settings_version: nextVersion(stored.sales_settings_version),
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', id)
          .execute();
      });
      const row = await feature.accounts.get(id);
      if (!row) throw notFound('La cuenta no existe').worded('account_missing');
      return toAccountRecord(row);
    },
  );
}
