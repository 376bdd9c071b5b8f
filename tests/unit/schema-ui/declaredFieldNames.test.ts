import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources';

describe('a declaration', () => {
  it.each(resources.map((resource) => [resource.name, resource] as const))(
    '%s names only its own fields (or its key) in its columns, cards, searches and ERP section',
    (_name, resource) => {
      const named = [...resource.list, ...(resource.card ?? []), ...resource.search, ...(resource.erpOnly ?? [])];
      const own = new Set([...Object.keys(resource.fields), resource.key, 'id']);
      expect(named.filter((source) => !own.has(source))).toEqual([]);
    },
  );
});
