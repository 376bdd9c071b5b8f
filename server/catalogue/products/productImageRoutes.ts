import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Executor } from '../../crud/hooks';
import { notFound } from '../../http/errors';

type Image = { id: string; url: string; thumbnail_url?: string; position?: number; main?: boolean };

const paramsSchema = {
  type: 'object',
  required: ['id', 'imageId'],
  properties: { id: { type: 'integer', minimum: 1 }, imageId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/** `DELETE api/platform/products/{id}/images/{imageId}` (SPEC.md section 7); uploads come later. */
export function registerProductImageRoutes(app: FastifyInstance, { database }: AppContext) {
  const db = database.db as unknown as Executor;
  app.delete<{ Params: { id: number; imageId: string } }>(
    '/api/platform/products/:id/images/:imageId',
    { schema: { tags: ['productos'], params: paramsSchema } },
    async (request, reply) => {
      const { id, imageId } = request.params;
      await db.transaction().execute(async (trx) => {
        const product = await trx.selectFrom('products').select('images').where('rowid', '=', id).executeTakeFirst();
        if (!product) throw notFound('El producto no existe');
        const images = (typeof product.images === 'string' ? JSON.parse(product.images) : []) as Image[];
        const kept = images.filter((image) => String(image.id) !== imageId);
        if (kept.length === images.length) throw notFound('La imagen no existe');
        // The product keeps a main image as long as it has any.
        if (kept.length && !kept.some((image) => image.main)) kept[0] = { ...kept[0], main: true };
        await trx.updateTable('products').set({ images: JSON.stringify(kept), tms: new Date().toISOString() }).where('rowid', '=', id).execute();
      });
      return reply.status(204).send();
    },
  );
}
