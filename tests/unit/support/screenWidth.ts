import { vi } from 'vitest';

/**
 * The screen as MUI's media queries see it: on a phone (390 px) every `max-width` query matches, on
 * a laptop none does. Undo with `vi.unstubAllGlobals()`.
 */
export const stubScreen = (kind: 'phone' | 'laptop') =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: kind === 'phone' && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
