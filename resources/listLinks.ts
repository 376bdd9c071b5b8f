/**
 * A list screen's address with its list filtered, as react-admin keeps a list's filters in the
 * address (`?filter={json}`), e.g. one account's records; the address's own parameters stay.
 */
export const filteredListPath = (path: string, filter: Readonly<Record<string, unknown>>): string =>
  `${path}${path.includes('?') ? '&' : '?'}filter=${encodeURIComponent(JSON.stringify(filter))}`;
