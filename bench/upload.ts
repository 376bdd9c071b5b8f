/**
 * Upload budget: a 100 MiB image sent with the chunk protocol over loopback reaches at least 60 %
 * of the throughput of one raw POST of the same bytes to a bare route that streams them to disk.
 * Run: npx tsx bench/upload.ts   (RUNS=3, SIZE_MIB=100, CHUNK_MIB=the server's default UPLOAD_CHUNK_BYTES)
 *
 * Method: the real compiled server (`npm start`'s, SQLite, default 1 MiB chunks) and the bare
 * node:http route each run in their own process; the client is this process. The chunked upload
 * is the browser engine itself (src/uploads Uploader: start, 3 chunks in flight, finish) over a
 * fetch transport, with the chunk size the server answers; its time runs from the first request to finish's answer (the image checked by
 * content, measured and stored; the thumbnail is made after). The raw POST is one fetch of the
 * same File object (so both read the bytes the same way). Each is run RUNS times, alternating; the medians are compared, and the best
 * times too (the machine is shared by two cores' worth of other work, which swings single runs). The server's RSS
 * (/proc/<pid>/status) is read before, every 50 ms during the chunked uploads and apart during the
 * thumbnails (peaks), after each run (flat: it must not grow with each 100 MiB), and at the end.
 */
import { spawn } from 'node:child_process';
import sharp from 'sharp';
import { Uploader } from '../src/uploads/uploader';
import { fetchUploadTransport } from './uploadFetchTransport';
import { signInOverHttp, startServer } from './serverProcess';

const runs = Number(process.env.RUNS ?? 3);
const sizeMiB = Number(process.env.SIZE_MIB ?? 100);
const chunkEnv: Record<string, string> = process.env.CHUNK_MIB ? { UPLOAD_CHUNK_BYTES: String(Number(process.env.CHUNK_MIB) * 1_048_576) } : {};
const budget = 0.6;
const password = 'medicion-de-cargas-1';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mibPerSecond = (bytes: number, ms: number) => +(bytes / 1_048_576 / (ms / 1000)).toFixed(1);

/** A real JPEG of noise (incompressible), padded to the exact size after its end marker, as cameras append data. */
async function benchImage(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 2.2));
  const jpeg = await sharp({ create: { width: side, height: side, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 80 } } })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .toBuffer();
  if (jpeg.length >= bytes) return jpeg.subarray(0, bytes);
  return Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length, 0)]);
}

const startBare = () =>
  new Promise<{ url: string; stop: () => void }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', new URL('./uploadBareServer.ts', import.meta.url).pathname], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.once('data', (chunk: Buffer) => {
      const { port } = JSON.parse(chunk.toString()) as { port: number };
      resolve({ url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });

const image = await benchImage(sizeMiB * 1_048_576);
const server = await startServer({
  ADMIN_PASSWORD: password,
  DATABASE_URL: '',
  DEMO_DATA: '0',
  UPLOAD_MAX_BYTES: String(image.length + 1),
  ACCESS_TOKEN_SECONDS: '3600',
  ...chunkEnv,
});
const bare = await startBare();
try {
  const token = await signInOverHttp(server.url, 'admin@example.com', password);
  const file = new File([new Uint8Array(image)], 'bench.jpg', { type: 'image/jpeg' });

  const rawPost = async () => {
    const started = performance.now();
    const response = await fetch(bare.url, { method: 'POST', body: file, headers: { 'content-type': 'application/octet-stream' } });
    await response.text();
    if (!response.ok) throw new Error(`bare POST failed: ${response.status}`);
    return performance.now() - started;
  };

  const rssNow = () => +server.rssMegabytes().toFixed(1);
  const rss = { before: rssNow(), peakDuringUploads: 0, peakDuringThumbnails: 0, afterEachRun: [] as number[], end: 0 };
  const sampling = (peak: 'peakDuringUploads' | 'peakDuringThumbnails') => setInterval(() => (rss[peak] = Math.max(rss[peak], rssNow())), 50);
  const settings = (await (await fetch(`${server.url}/api/uploads/settings`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    chunk_bytes: number;
  };
  const chunked = async () => {
    const uploader = new Uploader(fetchUploadTransport(token), { postAction: `${server.url}/api/uploads/`, chunk: { enabled: true }, random: () => 0 });
    const [record] = uploader.add(file);
    let sampler = sampling('peakDuringUploads');
    try {
      const started = performance.now();
      const done = await uploader.upload(record.id);
      const elapsed = performance.now() - started;
      const stored = (done.response as { data: { thumbnail_url: string; size: number } }).data;
      if (stored.size !== image.length) throw new Error('stored size differs');
      clearInterval(sampler);
      sampler = sampling('peakDuringThumbnails');
      // The thumbnail is made after the answer; wait for it so the next run starts from rest.
      await (await fetch(`${server.url}${stored.thumbnail_url}`)).arrayBuffer();
      return elapsed;
    } finally {
      clearInterval(sampler);
      rss.afterEachRun.push(rssNow());
    }
  };

  await rawPost();
  const rawTimes: number[] = [];
  const chunkedTimes: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    rawTimes.push(await rawPost());
    chunkedTimes.push(await chunked());
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rss.end = rssNow();

  const raw = mibPerSecond(image.length, median(rawTimes));
  const chunkedSpeed = mibPerSecond(image.length, median(chunkedTimes));
  const ratio = +(chunkedSpeed / raw).toFixed(2);
  const ratioOfBest = +(Math.min(...rawTimes) / Math.min(...chunkedTimes)).toFixed(2);
  process.stdout.write(
    `${JSON.stringify(
      {
        bench: 'upload',
        sizeMiB,
        chunkMiB: +(settings.chunk_bytes / 1_048_576).toFixed(2),
        concurrentChunks: 3,
        runs,
        rawPostMs: rawTimes.map(Math.round),
        chunkedMs: chunkedTimes.map(Math.round),
        rawMiBps: raw,
        chunkedMiBps: chunkedSpeed,
        ratio,
        ratioOfBest,
        budget,
        withinBudget: ratio >= budget && ratioOfBest >= budget,
        serverRssMiB: rss,
      },
      null,
      2,
    )}\n`,
  );
} finally {
  bare.stop();
  await server.stop();
}
