import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a brotli and a gzip copy beside each built script and style sheet, which the server sends
 * to the browsers that accept them: the first products page is about 1.4 MB of JavaScript as built
 * and under a third of that compressed, which a phone's connection feels. Compressing once here, at
 * the strongest settings, costs the server nothing per request.
 */
const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  async writeBundle({ dir = 'dist' }, bundle) {
    const files = Object.keys(bundle).filter((name) => /\.(js|css)$/.test(name));
    await Promise.all(
      files.map(async (name) => {
        const path = join(dir, name);
        const raw = await readFile(path);
        const [br, gz] = await Promise.all([
          brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
          gzipped(raw, { level: zlib.Z_BEST_COMPRESSION }),
        ]);
        // A copy that saves nothing is left out: the server then sends the file as it is.
        if (br.length < raw.length) await writeFile(`${path}.br`, br);
        if (gz.length < raw.length) await writeFile(`${path}.gz`, gz);
      }),
    );
  },
});

/**
 * Lets index.html ask for the files of the screen its address opens (a path → that screen's module):
 * a lazy screen's files are otherwise only requested once the entry, about 330 KiB gzip, has loaded
 * and run, and they are many small files fetched six at a time. A small script beside the entry
 * (the content security policy allows no inline script) adds their modulepreload links at once.
 */
const preloadFirstScreens = (screens: Readonly<Record<string, string>>): Plugin => ({
  name: 'preload-first-screens',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const page = bundle['index.html'];
    if (page?.type !== 'asset') return;
    const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
    const entry = chunks.find((chunk) => chunk.isEntry);
    const filesOf = (chunk: Rollup.OutputChunk, files = new Set<string>()): Set<string> => {
      if (chunk === entry || files.has(chunk.fileName)) return files;
      files.add(chunk.fileName);
      for (const name of chunk.imports) filesOf(bundle[name] as Rollup.OutputChunk, files);
      return files;
    };
    const filesByPath = Object.fromEntries(
      Object.entries(screens).map(([path, module]) => {
        const screen = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
        if (!screen) throw new Error(`preload-first-screens: no chunk for ${module}`);
        return [path, [...filesOf(screen)].map((file) => `/${file}`)];
      }),
    );
    const script = `(${String((files: string[] | undefined) =>
      files?.forEach((href) => document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }))),
    )})(${JSON.stringify(filesByPath)}[location.pathname]);`;
    const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'first-screen.js', source: script }));
    page.source = String(page.source).replace('</head>', `  <script async src="/${fileName}"></script>\n  </head>`);
  },
});

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  // /productos is where a seller comes back to most, and the screen the first-page budget measures.
  plugins: [react(), preloadFirstScreens({ '/productos': 'src/catalogue/products/ProductList.tsx' }), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      onwarn(warning, warn) {
        // react-admin re-exports FieldTitle through a barrel that also imports it; harmless, and
        // repeated once per input component.
        if (warning.message.includes('ra-core/dist/util/FieldTitle')) return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/ws': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
});
