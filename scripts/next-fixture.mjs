#!/usr/bin/env node
// The Next.js fixture (docs/guide.md, "Next.js"): the packed tarball in two small App Router apps
// under tests/next, built with Turbopack (Next 16's default), as a Next.js developer installs it.
//   - tests/next/fixture builds; started against the package's own mock platform, its
//     server-rendered HTML holds what the server prefetched (through HydrationBoundary, read by a
//     hook in a client component) and what a server component read with the public client; its
//     route handlers (Node and edge) answer with the private client; in Chromium, in a time zone
//     far from the server's, the page hydrates with no error and no request; no browser chunk
//     holds the private client; first-load JS of its pages, and the SDK's share, is printed.
//   - tests/next/leak (client components importing createPrivateClient, from
//     `platform-client/private` and from the root) must fail to build, naming both imports.
//   - Plain Node and esbuild resolve the private entry for servers and refuse it to browsers.
// Expects `npm run build` first. Nothing is downloaded: Next and its native binary are
// devDependencies; the apps resolve them from the repo's node_modules, and `platform-client`
// from the tarball unpacked into their own node_modules.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import * as esbuild from 'esbuild';
import { launchChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = path.join(root, 'tests/next');
const next = path.join(root, 'node_modules/.bin/next');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', NO_COLOR: '1' };
let failures = 0;
const check = (ok, what, detail = '') => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${!ok && detail ? `\n${detail}` : ''}`);
  if (!ok) failures++;
};
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function run(cmd, args, cwd) {
  const result = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return {
    ok: result.status === 0,
    stdout: result.stdout ?? '',
    output: `${result.stdout ?? ''}${result.stderr ?? ''}`,
  };
}

/** The tarball unpacked as npm installs it: tests/next/<app>/node_modules/platform-client. */
function install(app, tarball) {
  const dir = path.join(apps, app, 'node_modules/platform-client');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const { ok, output } = run('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1'], root);
  if (!ok) throw new Error(output);
  fs.rmSync(path.join(apps, app, '.next'), { recursive: true, force: true });
}

const build = (app) => run('nice', ['-n', '10', next, 'build'], path.join(apps, app));

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** `next start` of the fixture against the mock; stopped by its process group's id. */
async function start(app, port, platformEnv) {
  const child = spawn(next, ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: path.join(apps, app),
    env: { ...env, ...platformEnv },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`next start exited:\n${log}`);
    try {
      await fetch(`${url}/api/items`, { method: 'HEAD' });
      return { url, log: () => log, stop: () => process.kill(-child.pid, 'SIGTERM') };
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  process.kill(-child.pid, 'SIGTERM');
  throw new Error(`next start did not answer in 60 s:\n${log}`);
}

/** The text of a chunk attributed to each source by its source map (a line's segment runs to the next one). */
function bytesBySource(chunkFile) {
  const code = fs.readFileSync(chunkFile, 'utf8');
  // Turbopack names a chunk's map in its last line, not after the chunk.
  const named = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  const mapFile = named ? path.join(path.dirname(chunkFile), named) : `${chunkFile}.map`;
  const parts = new Map();
  if (!fs.existsSync(mapFile)) return { code, parts };
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const lines = code.split('\n');
  decode(map.mappings).forEach((segments, line) => {
    const text = lines[line] ?? '';
    segments.forEach((segment, i) => {
      if (segment.length < 2) return;
      const source = map.sources[segment[1]];
      const end = segments[i + 1]?.[0] ?? text.length;
      parts.set(source, (parts.get(source) ?? '') + text.slice(segment[0], end));
    });
  });
  return { code, parts };
}

const gzip = (text) => zlib.gzipSync(text, { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** First-load JS of an app route: the root main files and the layout's and page's entry chunks. */
function firstLoad(appDir, route) {
  const dotNext = path.join(appDir, '.next');
  const manifest = JSON.parse(fs.readFileSync(path.join(dotNext, 'build-manifest.json'), 'utf8'));
  const page = route === '/' ? '/page' : `${route}/page`;
  globalThis.__RSC_MANIFEST = {};
  const file = path.join(dotNext, 'server/app', `${page}_client-reference-manifest.js`);
  new Function(fs.readFileSync(file, 'utf8'))();
  const entries = globalThis.__RSC_MANIFEST[page].entryJSFiles;
  const chunks = [...new Set([...manifest.rootMainFiles, ...Object.values(entries).flat()])];
  const groups = { sdk: '', socketIo: '', other: '' };
  let total = 0;
  let operationTable = '';
  for (const chunk of chunks) {
    const { code, parts } = bytesBySource(path.join(dotNext, chunk));
    total += gzip(code);
    for (const [source, text] of parts) {
      if (/node_modules\/platform-client\//.test(source)) groups.sdk += text;
      else if (
        /node_modules\/(socket\.io-client|engine\.io-client|socket\.io-parser|engine\.io-parser|@socket\.io)\//.test(
          source,
        )
      )
        groups.socketIo += text;
      if (/platform-client\/dist\/generated\/operations\/admin\.js$/.test(source)) operationTable += text;
    }
  }
  const table = operationTable && { raw: operationTable.length, gzip: gzip(operationTable) };
  return {
    route,
    total,
    sdk: gzip(groups.sdk),
    sdkRaw: groups.sdk.length,
    socketIo: groups.socketIo ? gzip(groups.socketIo) : 0,
    table,
  };
}

/**
 * The page in Chromium, in a time zone far from the server's: it hydrates without an error (no
 * mismatch in the dates' text) and the hook fetches nothing (the prefetched answer is fresh).
 */
async function hydrate(url, platformUrl) {
  const browser = await launchChromium();
  try {
    // UTC+14: a date near midnight UTC falls on another day there.
    const page = await (await browser.newContext({ timezoneId: 'Pacific/Kiritimati' })).newPage();
    const problems = [];
    const calls = [];
    // The app has no favicon: the browser's own request for it is no error of the page's.
    page.on(
      'console',
      (m) => m.type() === 'error' && !m.location().url.endsWith('/favicon.ico') && problems.push(m.text()),
    );
    page.on('pageerror', (e) => problems.push(String(e)));
    page.on('request', (r) => r.url().startsWith(platformUrl) && calls.push(r.url()));
    await page.goto(url, { waitUntil: 'networkidle' });
    // Hydrated: React has attached (its fiber key is on the element), and the text is the server's.
    const hydrated = await page
      .locator('#news')
      .evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')));
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const first = await page.locator('#news li').first().innerText();
    check(
      hydrated &&
        zone === 'Pacific/Kiritimati' &&
        first === 'Our new office opens in Batumi (11 Mar 2026)' &&
        problems.length === 0,
      `in Chromium (${zone}) the page hydrates with no error and the server's dates`,
      `hydrated ${hydrated}; first item ${first}; errors: ${problems.join('\n')}`,
    );
    check(
      calls.length === 0,
      'the hook fetched nothing in the browser: the prefetched answer was fresh',
      calls.join('\n'),
    );
  } finally {
    await browser.close();
  }
}

/** Every browser chunk's text, to look for what must never be there. */
function browserChunks(appDir) {
  const dir = path.join(appDir, '.next/static');
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((f) => f.endsWith('.js'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
}

/** Plain Node and esbuild: the private entry resolves for servers and never for a browser. */
async function resolution() {
  const cwd = path.join(apps, 'fixture');
  const probe = (conditions, code) =>
    run(process.execPath, [...conditions.map((c) => `--conditions=${c}`), '--input-type=module', '-e', code], cwd);
  const server = `const m = await import('platform-client/private'); if (typeof m.createPrivateClient != 'function') process.exit(2);`;
  check(probe([], server).ok, 'plain Node imports platform-client/private');
  for (const condition of ['react-server', 'edge-light', 'workerd'])
    check(probe([condition], server).ok, `Node with the "${condition}" condition imports platform-client/private`);
  const refused = probe(['browser'], `await import('platform-client/private')`);
  check(
    !refused.ok && refused.output.includes('ERR_PACKAGE_PATH_NOT_EXPORTED'),
    'with the "browser" condition, platform-client/private is not exported',
    refused.output,
  );
  const rootInBrowser = probe(
    ['browser'],
    `const m = await import('platform-client'); if ('createPrivateClient' in m || typeof m.createPublicClient != 'function') process.exit(2);`,
  );
  check(
    rootInBrowser.ok,
    'with the "browser" condition, the root has createPublicClient and no createPrivateClient',
    rootInBrowser.output,
  );
  const bundle = (platform, contents) =>
    esbuild
      .build({
        stdin: { contents, resolveDir: cwd },
        bundle: true,
        write: false,
        platform,
        format: 'esm',
        logLevel: 'silent',
        external: ['react', '@tanstack/react-query'],
      })
      .then(
        () => 'built',
        (error) => error.errors.map((e) => e.text).join('; '),
      );
  const fromEntry = `import { createPrivateClient } from 'platform-client/private'; createPrivateClient({ baseUrl: 'http://x', privateApiKey: 'k' });`;
  const fromRoot = `import { createPrivateClient } from 'platform-client'; createPrivateClient({ baseUrl: 'http://x', privateApiKey: 'k' });`;
  check((await bundle('node', fromEntry)) === 'built', 'esbuild bundles platform-client/private for Node');
  const browserEntry = await bundle('browser', fromEntry);
  check(
    /not exported|Could not resolve/.test(browserEntry),
    'esbuild refuses platform-client/private to a browser bundle',
    browserEntry,
  );
  const browserRoot = await bundle('browser', fromRoot);
  check(
    /No matching export/.test(browserRoot),
    "esbuild refuses the root's createPrivateClient to a browser bundle",
    browserRoot,
  );
}

function report(fixture) {
  console.log("\nfirst-load JS (gzip -9 of each chunk; the SDK's and socket.io's share by the chunks' source maps):");
  for (const route of ['/', '/admin']) {
    const f = firstLoad(fixture, route);
    console.log(
      `  ${route.padEnd(7)} ${kib(f.total)} in all; platform-client ${kib(f.sdk)} (${kib(f.sdkRaw)} minified), socket.io ${kib(f.socketIo)}` +
        (f.table ? `; of it the admin operation table ${kib(f.table.gzip)} (${kib(f.table.raw)} minified)` : ''),
    );
  }
}

// `--report`: only the first-load figures of the last build.
if (process.argv.includes('--report')) {
  report(path.join(apps, 'fixture'));
  process.exit(0);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-client-next-'));
try {
  const started = performance.now();
  const packed = JSON.parse(
    run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], root).stdout,
  )[0];
  const tarball = path.join(work, packed.filename);
  const listed = new Set(packed.files.map((f) => f.path));
  // The provider's and the hooks' entries are client modules: the file itself or what it re-exports.
  const exportsMap = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).exports;
  const clientModule = (file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    if (text.startsWith("'use client';\n")) return listed.has(file);
    const reexported = [...text.matchAll(/^export \* from '(\.[^']+)';$/gm)].map((m) =>
      path.posix.join(path.posix.dirname(file), m[1]),
    );
    return reexported.length > 0 && reexported.every(clientModule);
  };
  for (const entry of Object.keys(exportsMap).filter((e) => /^\.\/react(\/|$)/.test(e))) {
    const file = exportsMap[entry].import.replace(/^\.\//, '');
    check(clientModule(file), `${entry} (${file}) is packed and a client module ('use client')`);
  }
  for (const app of ['fixture', 'leak']) install(app, tarball);
  await resolution();

  let since = performance.now();
  const built = build('fixture');
  check(built.ok, `tests/next/fixture builds with Turbopack (${seconds(since)})`, built.output);
  since = performance.now();
  const leak = build('leak');
  const refusedEntry = /Can't resolve 'platform-client\/private'|Package path \.\/private is not exported/.test(
    leak.output,
  );
  const refusedRoot = /Export createPrivateClient doesn't exist in target module/.test(leak.output);
  check(
    !leak.ok && refusedEntry && refusedRoot,
    `tests/next/leak fails to build, naming both imports of createPrivateClient (${seconds(since)})`,
    leak.output,
  );

  if (built.ok) {
    const fixture = path.join(apps, 'fixture');
    const chunks = browserChunks(fixture);
    check(
      !chunks.includes('dangerouslyAllowBrowser') && !chunks.includes('privateApiKey'),
      'no browser chunk holds the private client',
    );

    const mockModule = path.join(fixture, 'node_modules/platform-client/dist/mock/index.js');
    const { startMockPlatform } = await import(pathToFileURL(mockModule).href);
    const mock = await startMockPlatform();
    const app = await start('fixture', await freePort(), {
      PLATFORM_PUBLIC_URL: mock.urls.public,
      PLATFORM_API_KEY: mock.credentials.apiKey,
      PLATFORM_PRIVATE_URL: mock.urls.private,
      PLATFORM_PRIVATE_API_KEY: mock.credentials.privateApiKey,
    });
    try {
      const home = await fetch(`${app.url}/`);
      const html = await home.text();
      check(home.status === 200, `GET / answers 200 (${home.status})`, app.log());
      const news = /<ul id="news">(.*?)<\/ul>/s.exec(html)?.[1] ?? '';
      // The hook's list in the server's HTML: prefetched on the server, Dates still Dates.
      check(
        /<li data-created-is-date="true">Our new office opens in Batumi \(11 Mar 2026\)<\/li>/.test(news) &&
          !html.includes('id="news-loading"'),
        "the server's HTML holds the prefetched news as the client component's hook renders it, with Dates",
        news || html.slice(0, 2000),
      );
      check(
        /<p id="models">News[^<]*<\/p>/.test(html),
        "the server's HTML holds what the server component read with the public client",
        html.slice(0, 2000),
      );
      check(!html.includes(mock.credentials.privateApiKey), 'the page holds no private key');
      await hydrate(app.url, mock.urls.public);
      const misuse = await (await fetch(`${app.url}/misuse`)).text();
      check(
        /<p id="misuse">Attempted to call usePlatformClient\(\) from the server but usePlatformClient is on the client/.test(
          misuse,
        ),
        "a hook called in a server component fails with React's message naming it",
        /<p id="misuse">[^<]*/.exec(misuse)?.[0] ?? misuse.slice(0, 1500),
      );
      for (const [route, runtime] of [
        ['/api/items', 'nodejs'],
        ['/api/items-edge', 'edge'],
      ]) {
        const response = await fetch(`${app.url}${route}`);
        const body = await response.text();
        let parsed = {};
        try {
          parsed = JSON.parse(body);
        } catch {}
        check(
          response.status === 200 &&
            parsed.runtime === runtime &&
            parsed.names?.includes('Wireless headphones') &&
            !body.includes(mock.credentials.privateApiKey),
          `${route} answers with the private client (${runtime} runtime)`,
          `${response.status} ${body.slice(0, 500)}\n${app.log()}`,
        );
      }
    } finally {
      app.stop();
      await mock.close();
    }

    report(fixture);
  }
  console.log(`\n${failures ? `${failures} checks failed` : 'the Next.js fixture passes'} (${seconds(started)})`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);
