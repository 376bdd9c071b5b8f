import { holdsEntries, stateFileFormat } from '../stateFile';
import { firstIds, type StateSnapshot } from './state';

const entryCollections = [
  'apps',
  'users',
  'grants',
  'codes',
  'accessTokens',
  'items',
  'descriptions',
  'itemCreations',
  'questions',
  'orders',
  'payments',
  'shipments',
] as const satisfies readonly (keyof StateSnapshot)[];

function validSnapshot(candidate: Record<string, unknown>): boolean {
  if (!holdsEntries(candidate, entryCollections)) return false;
  const counters = candidate.counters;
  if (!counters || typeof counters !== 'object') return false;
  if (!Object.entries(counters).every(([kind, next]) => kind in firstIds && Number.isSafeInteger(next))) return false;
  return typeof candidate.clockOffsetMs === 'number' && Number.isFinite(candidate.clockOffsetMs);
}

/** The MercadoLibre imitation's state file (see ../stateFile.ts). */
export const mercadoLibreStateFile = stateFileFormat<StateSnapshot>(1, 'a MercadoLibre sandbox state', validSnapshot);
