/** A catalogue of strings by key; react-admin's own catalogues may leave a key undefined. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree | undefined;
}

/** The layer's keys over the tree's: nested trees merge, anything else replaces. */
const layerOver = (tree: MessageTree, layer: MessageTree): MessageTree =>
  Object.fromEntries(
    Object.entries(layer).map(([key, value]) => {
      const current = tree[key];
      return [key, typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value];
    }),
  );

/**
 * Later trees win key by key; used to layer framework messages and our completions. The result
 * keeps the type of the base: the layers only add keys to it or replace its strings.
 */
export const deepMerge = <Base extends MessageTree>(base: Base, ...layers: MessageTree[]): Base =>
  layers.reduce<Base>((merged, layer) => ({ ...merged, ...layerOver(merged, layer) }), base);
