import type { FilterCase, ResourceDeclaration } from '../../resources';

/** One field against one condition of a case, as the server's list filter reads it; a missing value is null. */
function meets(value: unknown, expected: FilterCase[string]): boolean {
  const stored = value ?? null;
  if (expected === null) return stored === null;
  if (typeof expected === 'string' || typeof expected === 'number') return stored === expected;
  if ('not' in expected) return expected.not === null ? stored !== null : stored === null || !expected.not.includes(String(stored));
  return stored !== null && expected.includes(String(stored));
}

/**
 * Whether a record is one the declaration's `cases` filter lists (e.g. Amazon's returns `to_decide`),
 * so a screen offers an action to exactly the records the filtered list and the home page count.
 */
export function inDeclaredCases(declaration: ResourceDeclaration, filter: string, record: Readonly<Record<string, unknown>>): boolean {
  const declared = declaration.filters?.[filter];
  if (declared?.kind !== 'cases') throw new Error(`${declaration.name} declares no cases filter named ${filter}`);
  return declared.cases.some((fields) => Object.entries(fields).every(([field, expected]) => meets(record[field], expected)));
}
