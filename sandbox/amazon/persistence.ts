import { holdsEntries, stateFileFormat } from '../stateFile';
import type { AmazonStateSnapshot } from './state';

const entryCollections = [
  'apps',
  'sellers',
  'codes',
  'refreshTokens',
  'accessTokens',
  'listings',
  'orders',
  'catalog',
  'feeds',
  'documents',
  'reports',
] as const satisfies readonly (keyof AmazonStateSnapshot)[];

const validSnapshot = (candidate: Record<string, unknown>) =>
  holdsEntries(candidate, entryCollections) &&
  ['financialEvents', 'returns', 'buyerMessages'].every((name) => Array.isArray(candidate[name])) &&
  Number.isSafeInteger(candidate.sequence);

/** The Amazon imitation's state file (see ../stateFile.ts). */
export const amazonStateFile = stateFileFormat<AmazonStateSnapshot>(1, 'an Amazon sandbox state', validSnapshot);
