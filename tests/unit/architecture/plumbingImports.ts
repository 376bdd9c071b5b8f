import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';

/**
 * The shared browser plumbing: it receives the features from the list in `src/features.ts` and must
 * never import a feature (nor that list), so a feature is added or removed without touching it.
 */
export const plumbingFolders = ['app', 'providers', 'i18n', 'layout', 'schema-ui'] as const;

/** Every module a source text names: static imports and re-exports, side-effect imports, dynamic imports. */
export const importedModules = (source: string): string[] => {
  const patterns = [
    /\b(?:import|export)\s[^'";]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]));
};

/**
 * The imports of one plumbing file (path relative to `src/`, with `/`) that reach outside the
 * plumbing into `src/`: a feature folder or a root file such as the feature list. Packages and the
 * shared declarations in `resources/` are allowed.
 */
export const plumbingViolations = (file: string, source: string): string[] =>
  importedModules(source).filter((module) => {
    if (!module.startsWith('.')) return false;
    const target = posix.normalize(posix.join(posix.dirname(file), module));
    if (target.startsWith('../')) return false;
    const folder = target.split('/')[0];
    return !target.includes('/') || !(plumbingFolders as readonly string[]).includes(folder);
  });

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Every plumbing file of a `src/` folder with its offending imports, as `file → module`. */
export const scanPlumbing = (srcRoot: string): { files: number; violations: string[] } => {
  const files = plumbingFolders.flatMap((folder) => sourceFiles(join(srcRoot, folder)));
  const violations = files.flatMap((path) => {
    const file = relative(srcRoot, path).split(/[\\/]/).join('/');
    return plumbingViolations(file, readFileSync(path, 'utf8')).map((module) => `${file} → ${module}`);
  });
  return { files: files.length, violations };
};

export const srcRootFrom = (testFile: string): string => join(dirname(testFile), '../../../src');
