import type { FastifyInstance } from 'fastify';
import { badRequest } from './apiErrors';
import { categoryById, listingTypes } from './catalogData';

type Query = Record<string, string | undefined>;
type ListingTypeId = (typeof listingTypes)[number]['id'];

const defaultSalePercent = { gold_special: 15, gold_pro: 19.5 };
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Mexico charges a fixed amount per unit on cheap items (below MXN 299), stepped by price. */
export function fixedFeePerUnit(price: number): number {
  if (price >= 299) return 0;
  if (price >= 149) return 37;
  if (price >= 99) return 30;
  return 25;
}

export function listingPrice(price: number, listingTypeId: ListingTypeId, categoryId?: string) {
  const listingType = listingTypes.find((type) => type.id === listingTypeId) ?? listingTypes[1];
  const percentages = (categoryId ? categoryById.get(categoryId)?.salePercent : undefined) ?? defaultSalePercent;
  const percentage = listingType.id === 'free' ? 0 : percentages[listingType.id];
  const meliPercentage = listingType.id === 'free' ? 0 : percentages.gold_special;
  const fixedFee = listingType.id === 'free' ? 0 : fixedFeePerUnit(price);
  const saleFee = round2((price * percentage) / 100 + fixedFee);
  return {
    currency_id: 'MXN',
    free_relist: false,
    listing_exposure: listingType.exposure,
    listing_fee_amount: 0,
    listing_fee_details: { fixed_fee: 0, gross_amount: 0 },
    listing_type_id: listingType.id,
    listing_type_name: listingType.name,
    requires_picture: true,
    sale_fee_amount: saleFee,
    sale_fee_details: {
      percentage_fee: percentage,
      fixed_fee: fixedFee,
      gross_amount: saleFee,
      // Premium = Clásica's percentage plus the cost of interest-free instalments.
      financing_add_on_fee: round2(percentage - meliPercentage),
      meli_percentage_fee: meliPercentage,
    },
    stop_time: listingType.id === 'free' ? '2030-01-01T00:00:00.000Z' : '2045-01-01T00:00:00.000Z',
  };
}

export function registerFeeRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: Query }>('/sites/MLM/listing_prices', async (request) => {
    const { price: rawPrice, currency_id: currency = 'MXN', category_id: categoryId, listing_type_id: listingTypeId } = request.query;
    const price = Number(rawPrice);
    if (rawPrice === undefined || !Number.isFinite(price) || price <= 0) throw badRequest('price is required and must be a positive number');
    if (currency !== 'MXN') throw badRequest(`Invalid currency_id ${currency} for site MLM`);
    if (listingTypeId) {
      const known = listingTypes.find((type) => type.id === listingTypeId);
      if (!known) throw badRequest(`Invalid listing_type_id ${listingTypeId}`);
      return listingPrice(price, known.id, categoryId);
    }
    return listingTypes.map((type) => listingPrice(price, type.id, categoryId));
  });
}
