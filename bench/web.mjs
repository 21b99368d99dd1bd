#!/usr/bin/env node
// Lighthouse (mobile preset, simulated throttling) on the production build, beside a minimal React page built with
// the same Vite and served the same way, in one run: the machine is noisy, so our pages are judged against that
// baseline, never against an absolute figure alone.
// Prints per page: performance score, LCP, TBT, CLS and the first-load JavaScript (the entry script and the
// modules it preloads, gzip -9), and the targets: score within 5 points of the baseline (>= 95 when it
// scores 100), LCP <= 2.5 s, CLS <= 0.05, TBT <= 200 ms, home first-load JS <= 120 KB gzip.
// Usage: node bench/web.mjs [--no-build] [--runs=1] [--pages=home,search,news,route]   (Chromium: CHROME_PATH or /usr/bin/chromium)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer } from './lib/server.mjs';

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 1));
/** --pages=home,route: only these of our pages (names start with the word given), beside the baseline. */
const only =
  args
    .find((a) => a.startsWith('--pages='))
    ?.split('=')[1]
    ?.split(',')
    .filter(Boolean) ?? null;
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --disable-dev-shm-usage';

/** yyyy-MM-dd, as the web app writes a search's date into its URL. */
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function sh(title, command, commandArgs) {
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${title} failed`);
  console.log(`${title}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Serves a built folder with gzip, as a CDN would: the baseline's server must not be slower than ours. */
function serveStatic(root) {
  const types = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const file = path.join(root, url.pathname === '/' ? 'index.html' : path.normalize(url.pathname));
    if (!file.startsWith(root)) return void response.writeHead(404).end();
    let body;
    try {
      body = readFileSync(file);
    } catch {
      return void response.writeHead(404).end();
    }
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(gzip ? gzipSync(body) : body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ base: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }),
    ),
  );
}

/**
 * The JavaScript a first load fetches: module entry scripts and their modulepreloads, and on a page the server drew the
 * app /hydrate.js loads once the page is painted (its data-app list): later than the first paint, but still the
 * first load's.
 */
async function firstLoadJs(url) {
  const html = await (await fetch(url)).text();
  const sources = [
    ...[
      ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ].map((m) => m[1] ?? m[2]),
    ...[...html.matchAll(/<script[^>]+data-app="([^"]*)"/g)].flatMap((m) => m[1].split(' ').filter(Boolean)),
  ];
  let raw = 0;
  let gzip = 0;
  for (const source of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(source, url))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: new Set(sources).size, rawKb: raw / 1024, gzipKb: gzip / 1024 };
}

/** Lighthouse as an asynchronous child: a synchronous call would stall the servers of this same process. */
function lighthouse(url) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.resolve('node_modules/lighthouse/cli/index.js'),
        url,
        '--only-categories=performance',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited ${code}: ${err.slice(-500)}`));
      const report = JSON.parse(out);
      const audit = (id) => report.audits[id]?.numericValue ?? NaN;
      resolve({
        score: Math.round((report.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        error: report.runtimeError?.message,
      });
    });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(name, url) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    // Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: that run is made again, once.
    results.push(
      await lighthouse(url).catch((error) =>
        /NO_NAVSTART|NO_FCP/.test(error.message) ? lighthouse(url) : Promise.reject(error),
      ),
    );
  }
  const pick = (key) => median(results.map((r) => r[key]));
  const js = await firstLoadJs(url);
  const row = {
    name,
    score: pick('score'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    js,
  };
  console.log(
    `${name.padEnd(22)} score ${String(row.score).padStart(3)}  FCP ${(row.fcp / 1000).toFixed(2)} s  LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  first-load JS ${row.js.gzipKb.toFixed(1)} KB gzip (${row.js.files} files, ${row.js.rawKb.toFixed(0)} KB raw)`,
  );
  return row;
}

const cleanups = [];
const cleanup = () => Promise.allSettled(cleanups.splice(0).map((c) => c()));
process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

try {
  console.log(
    `Sapar web benchmark: Lighthouse ${JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version} (mobile), ${chrome}, ${runs} run(s) per page (median), Node ${process.version}, ${os.cpus().length} cores`,
  );
  const baselineDir = mkdtempSync(path.join(os.tmpdir(), 'sapar-baseline-'));
  cleanups.push(() => rmSync(baselineDir, { recursive: true, force: true }));
  if (build) sh('build the web app', 'npm', ['run', 'build']);
  sh('build the baseline', 'npx', [
    'vite',
    'build',
    'bench/web-baseline',
    '--outDir',
    baselineDir,
    '--emptyOutDir',
    '--logLevel',
    'error',
  ]);

  const baseline = await serveStatic(baselineDir);
  cleanups.push(() => baseline.close());
  const server = await startServer({ NODE_ENV: 'production' });
  cleanups.push(() => server.stop());
  const news = await (await fetch(`${server.base}/api/news?page=1`)).json();
  const newsSlug = (news.results ?? news.items ?? news)[0]?.slug;

  const pages = [
    ['baseline (minimal React)', `${baseline.base}/`],
    ['home', `${server.base}/`],
    [
      'search results',
      `${server.base}/search?from=BSZ&to=IST&date=${day(14)}&adults=1&kids=0&infants=0&infants_seat=0&pensioners=0&cabin=ekonom&type=one_way`,
    ],
    ...(newsSlug ? [['news page', `${server.base}/news/${newsSlug}`]] : []),
    ['route page', `${server.base}/flights/bishkek-moscow`],
  ].filter(([name], index) => index === 0 || !only || only.some((word) => name.startsWith(word)));
  // Warm the server (first search, first page) so the first measured page does not pay for a cold start.
  for (const [, url] of pages) await fetch(url).catch(() => undefined);
  // The search page must show results, or its figures would be the empty form's.
  for (const [name, url] of pages.filter(([name]) => name === 'search results')) {
    const html = await (await fetch(url)).text();
    if (!html.includes('data-testid="ticket-card"'))
      console.log(`warning: ${name} came without tickets in its HTML (${url})`);
  }

  const rows = [];
  for (const [name, url] of pages) rows.push(await measure(name, url));

  const [base, ...ours] = rows;
  const wantScore = base.score >= 100 ? 95 : base.score - 5;
  console.log(
    `\nTargets: score >= ${wantScore} (baseline ${base.score} - 5), LCP <= 2.5 s, CLS <= 0.05, TBT <= 200 ms, home first-load JS <= 120 KB gzip`,
  );
  for (const row of ours) {
    const misses = [
      row.score < wantScore && `score ${row.score}`,
      row.lcp > 2500 && `LCP ${(row.lcp / 1000).toFixed(2)} s`,
      row.cls > 0.05 && `CLS ${row.cls.toFixed(3)}`,
      row.tbt > 200 && `TBT ${Math.round(row.tbt)} ms`,
      row.name === 'home' && row.js.gzipKb > 120 && `first-load JS ${row.js.gzipKb.toFixed(1)} KB`,
    ].filter(Boolean);
    console.log(`${row.name.padEnd(22)} ${misses.length ? `MISSES: ${misses.join(', ')}` : 'meets every target'}`);
  }
} finally {
  await cleanup();
}
