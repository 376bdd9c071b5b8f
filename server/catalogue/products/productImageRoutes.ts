import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { nextVersion } from '../../crud/versions';
import { lockRow } from '../../db/rowLock';
import { notFound } from '../../http/errors';

type Image = { id: string; url: string; thumbnail_url?: string; position?: number; main?: boolean };

const paramsSchema = {
  type: 'object',
  required: ['id', 'imageId'],
  properties: { id: { type: 'integer', minimum: 1 }, imageId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/**
 * `DELETE api/platform/products/{id}/images/{imageId}` answers the product's new version `{ tms }`:
 * the edit form removes an image at once and saves the rest later, based on that version.
 */
export function registerProductImageRoutes(app: FastifyInstance, { database }: AppContext) {
  const db = database.db;
  app.delete<{ Params: { id: number; imageId: string } }>(
    '/api/platform/products/:id/images/:imageId',
    { schema: { tags: ['productos'], params: paramsSchema } },
    async (request, reply) => {
      const { id, imageId } = request.params;
      const tms = await db.transaction().execute(async (trx) => {
        const product = await lockRow(trx, database.dialect, 'products', 'rowid', id);
        if (!product) throw notFound('El producto no existe').worded('product_missing');
        const images = (typeof product.images === 'string' ? JSON.parse(product.images) : []) as Image[];
        const kept = images.filter((image) => String(image.id) !== imageId);
        if (kept.length === images.length) throw notFound('La imagen no existe').worded('image_missing');
        // The product keeps a main image as long as it has any.
        if (kept.length && !kept.some((image) => image.main)) kept[0] = { ...kept[0], main: true };
        const version = nextVersion(product.tms);
        await trx
          .updateTable('products')
          .set({ images: JSON.stringify(kept), tms: version })
          .where('rowid', '=', id)
          .execute();
        return version;
      });
      return reply.send({ tms });
    },
  );
}
