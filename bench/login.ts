/**
 * Login latency and idle memory of the real server.
 * Run: npx tsx bench/login.ts   (after `npm run build` is not needed: the API alone is measured)
 */
import { percentile, signInOverHttp, startServer } from './serverProcess';

const rounds = Number(process.env.ROUNDS ?? 100);
const password = 'medicion-de-login-1';
const server = await startServer({ ADMIN_PASSWORD: password, LOGIN_ATTEMPTS: '10000' });
try {
  // Idle: after the first start's demo seeding (catalogue, sandbox publications) has finished.
  await new Promise((resolve) => setTimeout(resolve, 20_000));
  const idleRss = server.rssMegabytes();
  const login = () => signInOverHttp(server.url, 'admin@example.com', password);
  for (let warm = 0; warm < 5; warm++) await login();
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await login();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const afterRss = server.rssMegabytes();
  console.log(
    JSON.stringify(
      {
        rounds,
        login_p50_ms: +percentile(times, 50).toFixed(1),
        login_p99_ms: +percentile(times, 99).toFixed(1),
        idle_rss_mb: +idleRss.toFixed(1),
        rss_after_logins_mb: +afterRss.toFixed(1),
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
