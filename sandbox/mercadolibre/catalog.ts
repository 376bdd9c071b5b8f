import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from './apiErrors';
import { type AttributeDefinition, type CategoryDefinition, catalogProducts, categories, categoryById, listingTypes } from './catalogData';

type Query = Record<string, string | undefined>;

const isLeaf = (category: CategoryDefinition) => !categories.some((child) => child.parentId === category.id);

export function pathFromRoot(category: CategoryDefinition): { id: string; name: string }[] {
  const parent = category.parentId ? categoryById.get(category.parentId) : undefined;
  return [...(parent ? pathFromRoot(parent) : []), { id: category.id, name: category.name }];
}

export function leafCategory(id: string): CategoryDefinition | undefined {
  const category = categoryById.get(id);
  return category && isLeaf(category) ? category : undefined;
}

function categoryJson(category: CategoryDefinition) {
  const leaf = isLeaf(category);
  return {
    id: category.id,
    name: category.name,
    picture: null,
    permalink: `https://listado.mercadolibre.com.mx/${category.id}`,
    total_items_in_this_category: 1000,
    path_from_root: pathFromRoot(category),
    children_categories: categories
      .filter((child) => child.parentId === category.id)
      .map((child) => ({ id: child.id, name: child.name, total_items_in_this_category: 100 })),
    attribute_types: leaf ? 'attributes' : 'none',
    settings: {
      buying_modes: ['buy_it_now'],
      currencies: ['MXN'],
      item_conditions: ['new', 'used', 'not_specified'],
      listing_allowed: leaf,
      max_title_length: 60,
      max_pictures_per_item: 10,
      max_description_length: 50_000,
      minimum_price: category.minimumPrice ?? 1,
      maximum_price: 99_999_999,
      price: 'required',
      stock: 'required',
      shipping_options: ['custom', 'me2'],
      status: 'enabled',
    },
    date_created: '2018-04-25T08:12:56.000Z',
  };
}

export function attributeJson(attribute: AttributeDefinition) {
  const tags: Record<string, boolean> = {};
  if (attribute.required) tags.required = true;
  if (attribute.conditionalRequired) tags.conditional_required = true;
  if (attribute.id === 'COLOR' || attribute.id === 'SIZE') tags.allow_variations = true;
  return {
    id: attribute.id,
    name: attribute.name,
    value_type: attribute.valueType,
    ...(attribute.values ? { values: attribute.values } : {}),
    ...(attribute.maxLength ? { value_max_length: attribute.maxLength } : {}),
    tags,
    hierarchy: attribute.id === 'ITEM_CONDITION' ? 'ITEM' : 'PARENT_PK',
    relevance: attribute.required ? 1 : 2,
    attribute_group_id: 'OTHERS',
    attribute_group_name: 'Otros',
  };
}

/** Site, category and catalog helpers the publication screens read. */
export function registerCatalogRoutes(app: FastifyInstance): void {
  app.get('/sites/MLM/categories', async () => categories.filter((category) => !category.parentId).map(({ id, name }) => ({ id, name })));

  app.get('/sites/MLM/listing_types', async () => listingTypes.map(({ site_id, id, name }) => ({ site_id, id, name })));

  app.get<{ Params: { id: string } }>('/categories/:id', async (request) => {
    const category = categoryById.get(request.params.id);
    if (!category) throw notFound(`Category not found: ${request.params.id}`);
    return categoryJson(category);
  });

  app.get<{ Params: { id: string } }>('/categories/:id/attributes', async (request) => {
    const category = categoryById.get(request.params.id);
    if (!category) throw notFound(`Category not found: ${request.params.id}`);
    return (category.attributes ?? []).map(attributeJson);
  });

  app.get<{ Querystring: Query }>('/sites/MLM/domain_discovery/search', async (request) => {
    const words = (request.query.q ?? '')
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .split(/[^a-z0-9-]+/)
      .filter(Boolean);
    if (words.length === 0) throw badRequest('q is required');
    const limit = Math.min(Math.max(Number(request.query.limit ?? 4) || 4, 1), 8);
    const scored = categories
      .filter((category) => category.domainId)
      .map((category) => ({
        category,
        score: words.filter((word) => category.keywords?.some((keyword) => keyword.normalize('NFD').replace(/[\u0300-\u036f]/g, '') === word)).length,
      }))
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score);
    return scored.slice(0, limit).map(({ category }) => ({
      domain_id: category.domainId,
      domain_name: category.domainName,
      category_id: category.id,
      category_name: category.name,
      attributes: [],
    }));
  });

  app.get<{ Querystring: Query }>('/products/search', async (request) => {
    const { product_identifier: identifier, q, status = 'active', site_id: siteId } = request.query;
    if (siteId && siteId !== 'MLM') throw badRequest(`Invalid site_id ${siteId}`);
    if (!identifier && !q) throw badRequest('One of product_identifier or q is required');
    const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const found =
      status !== 'active'
        ? []
        : catalogProducts.filter((product) =>
            identifier
              ? product.gtin === identifier.padStart(13, '0') || product.gtin === identifier
              : words.every((word) => product.name.toLowerCase().includes(word)),
          );
    return {
      keywords: q ?? identifier,
      paging: { total: found.length, offset: 0, limit: 10 },
      results: found.map(productJson),
      used_attributes: [],
      query_type: identifier ? 'PRODUCT_IDENTIFIER' : 'KEYWORD',
    };
  });

  app.get<{ Params: { id: string } }>('/products/:id', async (request) => {
    const product = catalogProducts.find((candidate) => candidate.id === request.params.id);
    if (!product) throw notFound(`Product ${request.params.id} not found`);
    return productJson(product);
  });
}

function productJson(product: (typeof catalogProducts)[number]) {
  return {
    id: product.id,
    status: 'active',
    domain_id: product.domainId,
    settings: { listing_strategy: 'catalog_required' },
    name: product.name,
    main_features: [],
    attributes: [
      { id: 'BRAND', name: 'Marca', value_id: null, value_name: product.brand },
      { id: 'MODEL', name: 'Modelo', value_id: null, value_name: product.model },
      { id: 'GTIN', name: 'Código universal de producto', value_id: null, value_name: product.gtin },
    ],
    pictures: [{ id: `${product.id}-PIC`, url: `https://http2.mlstatic.com/D_NQ_NP_${product.id}-F.jpg` }],
    parent_id: null,
    children_ids: [],
  };
}
