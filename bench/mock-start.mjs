// How fast the mock starts (issue 44, item 6): `startMockPlatform()` plus its first answer, and
// `createMockHandlers()` under MSW's setupServer plus its first answer, beside Prism starting on
// the public contract and answering the same call. Each round is a fresh child process (modules
// imported before the clock starts, as a test file's imports are), so that nothing one round
// built is warm in the next; the figure is the median of `rounds`.
// `node bench/mock-start.mjs [rounds]` runs it alone.
import { fork } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { root } from './lib.mjs';

// One level below the root, as scripts/load-mock.mjs bundles: the contracts resolve the same way.
const outdir = path.join(root, '.tmp');
const CALL = '/box?type=quiz_result';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One child's measure of `door`, in ms. */
function once(door, prefix) {
  const child = fork(fileURLToPath(import.meta.url), ['--child', door, prefix], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', (figures) => resolve(figures));
    child.once('exit', (code) => code && reject(new Error(`bench mock-start (${door}) exited with ${code}`)));
  });
}

/** Medians of `rounds` fresh starts per door, interleaved; ms. */
export async function benchMockStart(rounds = 5) {
  const prefix = `bench-mock-start-${process.pid}-`;
  await build({
    absWorkingDir: root,
    entryPoints: { node: 'mock/index.ts', msw: 'mock/msw.ts' },
    outdir,
    outExtension: { '.js': '.mjs' },
    entryNames: `${prefix}[name]`,
    chunkNames: `${prefix}[hash]`,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  const doors = ['startMockPlatform', 'createMockHandlers', 'prism'];
  const times = Object.fromEntries(doors.map((d) => [d, []]));
  const cpu = Object.fromEntries(doors.map((d) => [d, []]));
  try {
    for (let round = 0; round < rounds; round++)
      for (const door of doors) {
        const { ms, cpuMs } = await once(door, prefix);
        times[door].push(ms);
        cpu[door].push(cpuMs);
      }
  } finally {
    for (const file of await readdir(outdir)) if (file.startsWith(prefix)) await rm(path.join(outdir, file));
  }
  return {
    startMockPlatformMs: Math.round(median(times.startMockPlatform)),
    createMockHandlersMs: Math.round(median(times.createMockHandlers)),
    prismMs: Math.round(median(times.prism)),
    // The same span's CPU time (user + system, this process): what the load cannot inflate.
    cpuMs: Object.fromEntries(doors.map((d) => [d, Math.round(median(cpu[d]))])),
    rounds: times,
  };
}

/** Starts the clocks: the stop gives the wall time and this process's CPU time since, in ms. */
function clock() {
  const started = performance.now();
  const cpuAt = process.cpuUsage();
  return () => {
    const { user, system } = process.cpuUsage(cpuAt);
    return { ms: performance.now() - started, cpuMs: (user + system) / 1000 };
  };
}

async function child(door, prefix) {
  const key = { 'x-api-key': 'pk_mock' };
  const check = (response) => {
    if (response.status !== 200) throw new Error(`${door}: first answer ${response.status}`);
    return response.arrayBuffer();
  };
  if (door === 'startMockPlatform') {
    const { startMockPlatform } = await import(pathToFileURL(path.join(outdir, `${prefix}node.mjs`)).href);
    const stop = clock();
    const mock = await startMockPlatform();
    await check(await fetch(`${mock.urls.public}${CALL}`, { headers: key }));
    const figures = stop();
    await mock.close();
    return figures;
  }
  if (door === 'createMockHandlers') {
    // msw 3 needs Node 22.12 (Promise.withResolvers); the package runs on Node 20.19.
    Promise.withResolvers ??= () => {
      const pending = {};
      pending.promise = new Promise((resolve, reject) => Object.assign(pending, { resolve, reject }));
      return pending;
    };
    const [{ createMockHandlers }, { setupServer }] = await Promise.all([
      import(pathToFileURL(path.join(outdir, `${prefix}msw.mjs`)).href),
      import('msw/node'),
    ]);
    const stop = clock();
    const mock = createMockHandlers();
    const server = setupServer(...mock.handlers);
    server.listen({ onUnhandledRequest: 'error' });
    await check(await fetch(`${mock.urls.public}${CALL}`, { headers: key }));
    const figures = stop();
    server.close();
    return figures;
  }
  const [{ startPrismServer }, fs] = await Promise.all([
    import(pathToFileURL(path.join(root, 'scripts/prism-server.mjs')).href),
    import('node:fs'),
  ]);
  const stop = clock();
  const document = JSON.parse(fs.readFileSync(path.join(root, 'generated/openapi/public.json'), 'utf8'));
  const prism = await startPrismServer(document);
  await check(await fetch(`${prism.url}${CALL}`, { headers: key }));
  const figures = stop();
  await prism.close();
  return figures;
}

if (process.argv[2] === '--child') {
  child(process.argv[3], process.argv[4]).then(
    (figures) => process.send(figures, () => process.exit(0)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await benchMockStart(Number(process.argv[2] ?? 5)));
}
