#!/usr/bin/env node
// `npm start`: the mock platform (scripts/mock.mjs, a child process) and the example console's
// Vite dev server, pointed at it. Prints the URLs; Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { mockPort, surfaces } from './surfaces.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const host = process.env.PLATFORM_MOCK_HOST ?? '127.0.0.1';
const base = Number(process.env.PLATFORM_MOCK_PORT ?? mockPort);
const consolePort = Number(process.env.CONSOLE_PORT ?? 5173);
const urlOf = (surface) => `http://${host}:${base + surfaces.indexOf(surface)}`;
const chatUrl = `http://${host}:${base + surfaces.length}`;

// The console reads its platform URLs from VITE_ variables; keep any the caller set.
process.env.VITE_ADMIN_URL ??= urlOf('admin');
process.env.VITE_PUBLIC_URL ??= urlOf('public');
process.env.VITE_ENDUSER_URL ??= urlOf('enduser');
process.env.VITE_CHAT_URL ??= chatUrl;

let stopping = false;
let server;

const mock = spawn(process.execPath, [path.join(root, 'scripts/mock.mjs')], {
  cwd: root,
  env: process.env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const mockReady = new Promise((resolve) => {
  let seen = '';
  mock.stdout.on('data', (chunk) => {
    seen += chunk;
    // mock.mjs prints a line per surface once its prism listens, and one for the chat server.
    if (surfaces.every((s) => seen.includes(`${s.padEnd(8)} http`)) && seen.includes('chat ')) resolve();
  });
});
mock.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`the mock platform stopped (${signal ?? `exit code ${code}`})`);
  stop(1);
});

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  if (mock.exitCode === null && mock.signalCode === null) mock.kill('SIGTERM');
  await server?.close().catch(() => {});
  await new Promise((resolve) => (mock.exitCode !== null || mock.signalCode !== null ? resolve() : mock.once('exit', resolve)));
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  server = await createServer({
    configFile: path.join(root, 'examples/console/vite.config.ts'),
    server: { host, port: consolePort, strictPort: true },
    logLevel: 'warn',
  });
  await server.listen();
} catch (error) {
  console.error(`the console could not start: ${error.message}`);
  await stop(1);
}

const timeout = setTimeout(() => console.error('still waiting for the mock platform…'), 20_000);
await mockReady;
clearTimeout(timeout);
if (!stopping) {
  const rows = [
    ['console', `http://${host}:${consolePort}`],
    ...surfaces.map((s) => [s, urlOf(s)]),
    ['chat', `${chatUrl} (Socket.IO)`],
  ];
  console.log('\nplatform console and mock platform:');
  for (const [name, url] of rows) console.log(`  ${name.padEnd(8)} ${url}`);
  console.log('\nSign in with any email and password. Ctrl-C stops everything.');
}
