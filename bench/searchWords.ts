import { brands, categoryTree, variants } from '../server/catalogue/demo/vocabulary';

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

/** The words of the demo catalogue's product names, four letters or more. */
const productNameWords = [
  ...new Set(
    Object.values(categoryTree)
      .flatMap((leaves) => Object.values(leaves).flat())
      .flatMap((name) => name.toLowerCase().split(/[^\p{L}\p{N}]+/u))
      .filter((word) => word.length >= 4),
  ),
];

/** A product name word and a brand: labels read "<name> <brand> <variant>", so most pairs match. */
export const matchingWords = () => `${pick(productNameWords)} ${pick(brands).toLowerCase()}`;

/** Two different variants: a product has one, so no product matches both. */
export const missingWords = () => {
  const first = pick(variants);
  return `${first} ${pick(variants.filter((variant) => variant !== first))}`.toLowerCase();
};
