import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Folders every feature builds on: they must keep working whichever features the list names. */
const plumbingFolders = ['server/db', 'server/crud', 'server/http', 'server/queue', 'server/tasks', 'server/realtime'];
/** The app and the entry point compose the features through their one list, and import none of them by name. */
const featureList = 'server/features.ts';
const composers = ['server/app.ts', 'server/main.ts'];
/**
 * Folders that offer services every feature is built with (the signed-in user's sessions, the
 * notifier in the context): the list may name them for their tables and routes, yet plumbing may use them.
 */
const coreServiceFolders = ['server/auth', 'server/notifications'];

/** Every module a source imports or re-exports, statically or dynamically, as written. */
function importedSpecifiers(source: string): string[] {
  const pattern = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? match[3]);
}

const topFolderOf = (repoPath: string) => repoPath.split('/').slice(0, 2).join('/');
const resolvedFrom = (file: string, specifier: string) => relative(root, resolve(root, dirname(file), specifier)).split('\\').join('/');

/** The features' folders: those the list imports, less plumbing and the core services. */
function featureFolders(): string[] {
  const folders = importedSpecifiers(readFileSync(join(root, featureList), 'utf8'))
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolvedFrom(featureList, specifier))
    .filter((target) => target.split('/').length > 2)
    .map(topFolderOf);
  return [...new Set(folders)].filter((folder) => !plumbingFolders.includes(folder) && !coreServiceFolders.includes(folder));
}

/** The imports of one file (path relative to the repository) that reach into a feature folder. */
function featureImports(file: string, source: string, features: readonly string[]): string[] {
  return importedSpecifiers(source)
    .filter((specifier) => specifier.startsWith('.'))
    .filter((specifier) => {
      const target = resolvedFrom(file, specifier);
      return features.some((folder) => target === folder || target.startsWith(`${folder}/`));
    });
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = `${folder}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs|js)$/.test(name) ? [path] : [];
  });
}

describe('server plumbing imports no feature', () => {
  const features = featureFolders();

  it('knows the feature folders from the one list', () => {
    expect(features).toEqual(expect.arrayContaining(['server/catalogue', 'server/marketplaces', 'server/uploads', 'server/users', 'server/system']));
  });

  it('finds no import of a feature in the plumbing folders, the app or the entry point', () => {
    const files = [...plumbingFolders.flatMap(sourceFiles), ...composers];
    const found = files.flatMap((file) => featureImports(file, readFileSync(join(root, file), 'utf8'), features).map((specifier) => `${file} → ${specifier}`));
    expect(found).toEqual([]);
  });

  it('bites on a planted import of a feature, however it is written', () => {
    const planted = [
      "import { catalogueHooks } from '../catalogue/catalogueHooks';",
      "import type { MercadoLibreFeature } from '../marketplaces/mercadolibre/mercadoLibreFeature';",
      "export { registerUploads } from '../uploads';",
      "export * from '../users/userHooks';",
      "import '../system/routes';",
      "const later = () => import('../catalogue/demo/generate');",
      "import {\n  createMercadoLibreTables,\n} from '../marketplaces/mercadolibre/accountTables';",
    ].join('\n');
    expect(featureImports('server/db/planted.ts', planted, features)).toEqual([
      '../catalogue/catalogueHooks',
      '../marketplaces/mercadolibre/mercadoLibreFeature',
      '../uploads',
      '../users/userHooks',
      '../system/routes',
      '../catalogue/demo/generate',
      '../marketplaces/mercadolibre/accountTables',
    ]);
  });

  it('lets plumbing import plumbing, core services, declarations and packages', () => {
    const allowed = [
      "import { sql } from 'kysely';",
      "import { resources } from '../../resources';",
      "import type { DatabaseHandle } from '../db/connection';",
      "import type { SessionStore } from '../auth/sessions';",
      "import { badInput } from './errors';",
    ].join('\n');
    expect(featureImports('server/http/planted.ts', allowed, features)).toEqual([]);
  });
});
