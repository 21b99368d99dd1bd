// Starts the real API as production runs it, compiled (`apps/api/dist/main.js`: `npm run bench` builds it
// first), on PGlite in a temporary DATA_DIR, rate limits (the API's and the booking route's) raised so benchmarks measure the API, not the limiter.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

async function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

export async function startServer(env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sapar-bench-'));
  // One process, so a signal reaches the server itself.
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_ENV: 'test',
      RATE_LIMIT_MAX: '100000000',
      BOOKING_RATE_LIMIT_MAX: '100000000',
      PAGE_RATE_LIMIT_MAX: '100000000',
      PDF_RATE_LIMIT_MAX: '100000000',
      DATABASE_URL: '',
      ...env,
    },
    // stdout is not inherited: a pipe held open by the server would keep `bench | tail` waiting.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);
  let exited = null;
  child.once('exit', (code, signal) => (exited = signal ?? code));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (exited !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`server exited before it answered (${exited})`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 1500) {
      kill();
      throw new Error('server did not start within 5 minutes');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    async stop() {
      if (exited === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      process.removeListener('exit', kill);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
