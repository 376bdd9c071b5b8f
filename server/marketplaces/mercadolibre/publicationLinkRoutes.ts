import type { FastifyInstance } from 'fastify';
import type { LinkBySkuAnswer, LinkToProductBody } from '../../../resources/mercadolibre/contract';
import { mercadoLibrePublications as declaration } from '../../../resources/mercadolibre/publications';
import { taskLimits } from '../../../resources/tasks';
import { badInput } from '../../http/errors';
import { fieldSaying } from '../../http/fieldMessages';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { linkBySku, linkPublication } from './publicationLinks';
import type { Publication } from './publicationRepository';
import { errorResponses } from './routeSupport';

const tags = [declaration.name];
const ids = { type: 'array', minItems: 1, maxItems: taskLimits.maxItems, items: { type: 'integer', minimum: 1 } };
const idList = { type: 'array', items: { type: 'integer' } };
const publicationIdsBody = {
  type: 'array',
  minItems: 1,
  maxItems: taskLimits.maxItems,
  items: { type: 'object', required: ['publicationId'], properties: { publicationId: { type: 'integer', minimum: 1 } } },
};

/** The publications named, all of them existing (a missing one is a field error, nothing is linked). */
async function publicationsOf(feature: MercadoLibreFeature, publicationIds: readonly number[]): Promise<Publication[]> {
  const found: Publication[] = [];
  for (const id of new Set(publicationIds)) {
    const publication = await feature.publications.find(id);
    if (!publication) throw badInput({ publicationId: fieldSaying(`La publicación ${id} no existe`, 'publication_id_missing', { id }) });
    found.push(publication);
  }
  return found;
}

/** The bulk links: by each publication's SKU/GTIN, or all to one product chosen by the seller. */
export function registerPublicationLinkRoutes(app: FastifyInstance, feature: MercadoLibreFeature): void {
  const base = `/${declaration.path}`;

  app.post<{ Body: { publicationId: number }[] }>(
    `${base}link_by_sku`,
    {
      schema: {
        tags,
        body: publicationIdsBody,
        response: { 200: { type: 'object', properties: { linked: idList, unmatched: idList } }, ...errorResponses },
      },
    },
    async (request): Promise<LinkBySkuAnswer> => {
      const answer: LinkBySkuAnswer = { linked: [], unmatched: [] };
      for (const publication of await publicationsOf(
        feature,
        request.body.map((entry) => entry.publicationId),
      )) {
        if (publication.product_id || (await linkBySku(feature, publication))) answer.linked.push(publication.id);
        else answer.unmatched.push(publication.id);
      }
      return answer;
    },
  );

  app.post<{ Body: LinkToProductBody }>(
    `${base}link_to_product`,
    {
      schema: {
        tags,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['productId', 'publicationIds'],
          properties: { productId: { type: 'integer', minimum: 1 }, publicationIds: ids },
        },
        response: { 200: { type: 'object', properties: { linked: idList } }, ...errorResponses },
      },
    },
    async (request) => {
      const publications = await publicationsOf(feature, request.body.publicationIds);
      if (!(await feature.products.find(request.body.productId)))
        throw badInput({ productId: fieldSaying(`El producto ${request.body.productId} no existe`, 'product_id_missing', { id: request.body.productId }) });
      for (const publication of publications) await linkPublication(feature, publication, request.body.productId, 'manual');
      return { linked: publications.map((publication) => publication.id) };
    },
  );
}
