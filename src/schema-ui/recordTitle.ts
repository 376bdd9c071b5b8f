import type { RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';

type Titled = Pick<ResourceDeclaration, 'title' | 'titleCode'>;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * How a record is named wherever it is picked or shown: its title field, followed by its code in
 * brackets when its declaration has one (the title alone may repeat) and the record holds one.
 */
export const recordTitle = ({ title, titleCode }: Titled, record: RaRecord | undefined): string => {
  const code = titleCode ? text(record?.[titleCode]) : '';
  return code ? `${text(record?.[title])} (${code})` : text(record?.[title]);
};

/** One naming function per declaration: a picker given a new one on every render would rebuild its options. */
const namings = new WeakMap<Titled, (record: RaRecord) => string>();

/** The function naming a declaration's records (`recordTitle`), the same one on every call. */
export const recordNamingOf = (declaration: Titled): ((record: RaRecord) => string) => {
  const naming = namings.get(declaration) ?? ((record: RaRecord) => recordTitle(declaration, record));
  namings.set(declaration, naming);
  return naming;
};

/** A resource's record representation (and a picker's option text): its title field, or the title with its code. */
export const recordRepresentationOf = (declaration: Titled): string | ((record: RaRecord) => string) =>
  declaration.titleCode ? recordNamingOf(declaration) : declaration.title;
