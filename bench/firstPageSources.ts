/**
 * What the first products page's JavaScript is made of, ours against the one-resource react-admin
 * app of `firstPage.ts`: both apps are built (nothing written to disk), and each source module's
 * code in the files a page loads is summed by package (our own modules as one line). Our page loads
 * the entry and the files `index.html` preloads for /productos; the other app loads its one script.
 * It also gzips the files one by one, as the browser receives them, and all together, which tells
 * the cost of splitting into many files from the cost of the code itself.
 * Run: npx tsx bench/firstPageSources.ts   (ROWS=… lines of the table, 25 by default)
 */
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { transform } from 'esbuild';
import { build, type Rollup } from 'vite';

const root = join(import.meta.dirname, '..');
const rows = Number(process.env.ROWS ?? 25);

type Output = Rollup.RollupOutput['output'];

const chunksOf = (output: Output) => output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');

/** The package a module path belongs to: its package in node_modules, or ours. */
const packageOf = (id: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? '(our code)';

/** Our module's folder, at most two levels below `src/` or `resources/` (`src/catalogue/i18n`). */
function folderOf(id: string): string {
  const match = /\/(src|resources)\/(.*)$/.exec(id);
  if (!match) return "(the bundler's helpers)";
  return [match[1], ...match[2]!.split('/').slice(0, -1).slice(0, 2)].join('/');
}

function bytesBy(chunks: Rollup.OutputChunk[], keyOf: (id: string) => string | undefined): Map<string, number> {
  const totals = new Map<string, number>();
  for (const chunk of chunks)
    for (const [id, module] of Object.entries(chunk.modules)) {
      const key = keyOf(id);
      if (key !== undefined) totals.set(key, (totals.get(key) ?? 0) + module.renderedLength);
    }
  return totals;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** Our own modules' code alone, minified and gzipped in one piece: the most that leaving it out could save. */
async function ourCodeGzip(chunks: Rollup.OutputChunk[]): Promise<number> {
  const code = chunks
    .flatMap((chunk) =>
      Object.entries(chunk.modules)
        .filter(([id]) => packageOf(id) === '(our code)')
        .map(([, module]) => module.code ?? ''),
    )
    .join('\n');
  const minified = await transform(code, { minify: true, loader: 'js' });
  return gzipSync(minified.code, { level: 9 }).length;
}

function gzipFigures(chunks: Rollup.OutputChunk[]) {
  const separately = chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
  const together = gzipSync(chunks.map((chunk) => chunk.code).join('\n'), { level: 9 }).length;
  const minified = chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk.code), 0);
  return { files: chunks.length, minified, separately, together };
}

async function buildApp(options: Parameters<typeof build>[0]): Promise<Output> {
  const result = await build({ logLevel: 'warn', ...options, build: { ...options?.build, write: false, chunkSizeWarningLimit: 5000 } });
  if (!('output' in result)) throw new Error('one build output expected');
  return result.output;
}

/** Our entry and the files the preload script names for /productos. */
function ourFirstPage(output: Output): Rollup.OutputChunk[] {
  const chunks = chunksOf(output);
  const preload = output.find((file) => file.type === 'asset' && file.fileName.includes('first-screen'));
  if (preload?.type !== 'asset') throw new Error('no first-screen preload script in the build');
  const files: string[] = JSON.parse(/\{"\/productos":(\[[^\]]*\])/.exec(String(preload.source))![1]!);
  const named = files.map((file) => chunks.find((chunk) => `/${chunk.fileName}` === file)!);
  return [chunks.find((chunk) => chunk.isEntry)!, ...named];
}

const ours = ourFirstPage(await buildApp({ root, configFile: join(root, 'vite.config.ts') }));
const other = chunksOf(await buildApp({ root: join(root, 'bench', 'list-admin'), configFile: false, plugins: [react()] }));

const oursBytes = bytesBy(ours, packageOf);
const otherBytes = bytesBy(other, packageOf);
const packages = [...new Set([...oursBytes.keys(), ...otherBytes.keys()])]
  .map((name) => ({ name, ours: oursBytes.get(name) ?? 0, other: otherBytes.get(name) ?? 0 }))
  .sort((a, b) => Math.abs(b.ours - b.other) - Math.abs(a.ours - a.other));

console.log('| package | ours (KiB, before minifying) | other app | difference |\n|---|---|---|---|');
for (const row of packages.slice(0, rows)) console.log(`| ${row.name} | ${kib(row.ours)} | ${kib(row.other)} | ${kib(row.ours - row.other)} |`);
const sum = (key: 'ours' | 'other') => packages.reduce((total, row) => total + row[key], 0);
console.log(`| all | ${kib(sum('ours'))} | ${kib(sum('other'))} | ${kib(sum('ours') - sum('other'))} |`);

console.log('\n| our folder | KiB, before minifying |\n|---|---|');
const ourFolders = bytesBy(ours, (id) => (packageOf(id) === '(our code)' ? folderOf(id) : undefined));
for (const [folder, bytes] of [...ourFolders].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`| ${folder} | ${kib(bytes)} |`);

console.log('\n| app | files | minified KiB | gzip, file by file | gzip, all in one |\n|---|---|---|---|---|');
for (const [name, chunks] of [
  ['ours', ours],
  ['other app', other],
] as const) {
  const figures = gzipFigures(chunks);
  console.log(`| ${name} | ${figures.files} | ${kib(figures.minified)} | ${kib(figures.separately)} | ${kib(figures.together)} |`);
}
console.log(`\nOur own code alone, minified and gzipped in one piece: ${kib(await ourCodeGzip(ours))} KiB.`);
