/** Vite build of the Sapar web app: `@` alias, API proxy for dev, and chunking that keeps the first load small. */
import {
  copyFileSync,
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const API_ORIGIN = 'http://localhost:3000';

/**
 * The passport scan's OCR files (tesseract worker, the legacy-engine cores and the `eng` data,
 * ~25 MB) are served from our own origin under /ocr/: copied from node_modules into the build,
 * and served from there by the dev server. They are never committed.
 */
function ocrAssets(): Plugin {
  const require = createRequire(import.meta.url);
  const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
  const files = (): Record<string, string> => {
    const core = packageDir('tesseract.js-core');
    return {
      'worker.min.js': path.join(packageDir('tesseract.js'), 'dist/worker.min.js'),
      // OEM 0 (legacy) needs the non-LSTM cores; the worker picks one by the browser's SIMD support.
      'tesseract-core.wasm.js': path.join(core, 'tesseract-core.wasm.js'),
      'tesseract-core-simd.wasm.js': path.join(core, 'tesseract-core-simd.wasm.js'),
      'tesseract-core-relaxedsimd.wasm.js': path.join(core, 'tesseract-core-relaxedsimd.wasm.js'),
      'eng.traineddata.gz': path.join(packageDir('@tesseract.js-data/eng'), '4.0.0/eng.traineddata.gz'),
    };
  };
  let outDir = 'dist';
  return {
    name: 'sapar-ocr-assets',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use('/ocr', (request, response, next) => {
        const source = files()[(request.url ?? '').replace(/^\//, '').split('?')[0] ?? ''];
        if (!source || !existsSync(source)) return next();
        response.setHeader('Content-Type', source.endsWith('.js') ? 'text/javascript' : 'application/octet-stream');
        createReadStream(source).pipe(response);
      });
    },
    closeBundle() {
      const target = path.join(outDir, 'ocr');
      mkdirSync(target, { recursive: true });
      for (const [name, source] of Object.entries(files())) copyFileSync(source, path.join(target, name));
    },
  };
}

/** What gets a `.br` and a `.gz` beside it: text formats (images and the OCR data are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|wasm)$/;

/**
 * Brotli and gzip copies of every compressible file of the build, made once here so that the server sends them
 * with `preCompressed` instead of compressing each answer (or sending it raw, as before). Runs after the other
 * plugins' `closeBundle` (the OCR files are copied there). A copy is kept only when it is smaller.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  return {
    name: 'sapar-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of walk(outDir)) {
          if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
          const body = readFileSync(file);
          // Quality 11 costs seconds a megabyte: the OCR engine's multi-megabyte scripts get a faster setting.
          const quality = body.length > 1_000_000 ? 6 : 11;
          const br = brotliCompressSync(body, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
          });
          const gz = gzipSync(body, { level: 9 });
          if (br.length < body.length) writeFileSync(`${file}.br`, br);
          if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
        }
      },
    },
  };
}

/**
 * The chunks every first load runs at once (the vendors, the store and API, the app's shell): V8 is told to compile
 * every function in them while it streams the file off the main thread (the `allFunctionsCalledOnLoad` compile hint,
 * Chromium 136+; other browsers read a comment), instead of compiling each function lazily on the main thread the first
 * time hydration calls it.
 */
const EAGER_CHUNKS = new Set(['react', 'i18n', 'redux', 'api', 'app']);

export function compileHints(): Plugin {
  return {
    name: 'sapar-compile-hints',
    apply: 'build',
    // After Vite's own additions (the entry's preload map goes in front of its code): the hint is the file's first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && (chunk.isEntry || EAGER_CHUNKS.has(chunk.name)))
            chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}

/** Radix marks its modules "use client" for React Server Components; in an SPA that is noise. */
function quietDirectives<W extends { code?: string }>(warning: W, warn: (warning: W) => void): void {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
}

/**
 * The browser and the server renderer draw with Preact through its React-compatible API (preact/compat) instead of
 * react-dom: the same components, router, store and i18next bindings, for some 11 KB gzip instead of react-dom's 62 KB
 * on every first load (the first-load budget: 120 KB gzip on the home page). The component tests keep React (vitest.config.ts
 * does not alias): they test the components' behaviour; the renderer's test builds and runs this SSR bundle, and the
 * browser tests (e2e) run this build.
 */
const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
];

/** The server renderer's build (`vite build --ssr`, see package.json): one bundle for Node, into dist-server. */
const SSR_BUILD = {
  outDir: 'dist-server',
  emptyOutDir: true,
  rolldownOptions: {
    input: { 'entry-server': 'src/app/ssr/entry-server.tsx' },
    onwarn: quietDirectives,
  },
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: isSsrBuild ? [] : [compileHints(), ocrAssets(), precompress()],
  // The renderer's bundle runs in the API server, whose NODE_ENV nobody sets: its libraries are told the build's mode
  // here, as the browser's are. Without it Redux Toolkit ran its development checks on every server render (a store
  // check took up to 236 ms in the browser tests' server log).
  ...(isSsrBuild
    ? { define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development') } }
    : {}),
  // Everything bundled, so the renderer needs no module resolution at run time (dependencies that import CSS too).
  ssr: { noExternal: true },
  resolve: {
    alias: [
      ...PREACT_ALIASES,
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Bundled from its TypeScript source: the web build does not wait for the contracts build (packages/contracts/dist
      // is for Node), and the dev server sees edits at once.
      {
        find: '@sapar/contracts',
        replacement: fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/media': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: isSsrBuild
    ? SSR_BUILD
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json: the chunk graph, read by the e2e test that proves the travellers' pages load no staff code.
        manifest: true,
        rolldownOptions: {
          onwarn: quietDirectives,
          output: {
            // Long-lived vendor groups cache across deploys. Swiper, date-fns and the pages are not
            // listed: they reach the browser only through the lazy route chunks that import them.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](preact|react-router)[\\/]/, priority: 2 },
                { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|i18next-[\w-]+)[\\/]/, priority: 2 },
                {
                  name: 'redux',
                  test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect|redux-thunk)[\\/]/,
                  priority: 2,
                },
                // The rest of what the entry loads before it runs (the shell: layout, store, slices, shared UI) as one chunk,
                // not some twenty small ones: on a phone every extra request before the first paint costs a round trip.
                // The store and the API of the first load in a chunk of their own: /hydrate.js has each of the entry's
                // chunks evaluated in a task of its own (the seo module's entrySteps), and RTK Query's set-up is the
                // heaviest part of the shell's evaluation.
                {
                  name: 'api',
                  tags: ['$initial'],
                  test: /[\\/]src[\\/](shared[\\/]api|features[\\/][\w-]+[\\/]api|app[\\/]store)/,
                  priority: 2,
                },
                { name: 'app', tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
      },
}));
