const namesIn = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.flatMap((method: unknown) => {
        const name = typeof method === 'object' && method !== null ? (method as { name?: unknown }).name : undefined;
        return typeof name === 'string' ? [name] : [];
      })
    : [];

/**
 * The contract says only "MercadoLibre's shipping methods plus preferences", so both a bare list
 * and an object carrying the list (`methods` or `shipping_methods`) are read.
 */
export const shippingMethodNames = (answer: unknown): string[] => {
  if (Array.isArray(answer)) return namesIn(answer);
  if (typeof answer !== 'object' || answer === null) return [];
  const { methods, shipping_methods: shippingMethods } = answer as { methods?: unknown; shipping_methods?: unknown };
  return [...namesIn(methods), ...namesIn(shippingMethods)];
};
