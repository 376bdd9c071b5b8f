export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** Later trees win key by key; used to layer framework messages and our completions. */
export const deepMerge = (...trees: MessageTree[]): MessageTree => {
  const result: Record<string, string | MessageTree> = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const current = result[key];
      result[key] =
        typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
    }
  }
  return result;
};
