// `npm run mock` (and `npm start`, through the same helper) on a port another process holds: one
// sentence naming the port and the variable to set, exit code 1, no Node stack trace.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
let holder: net.Server;
let port: number;

beforeAll(async () => {
  holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  port = (holder.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

it('says the port is in use and which variable moves it', () => {
  const run = spawnSync(path.join(root, 'node_modules/.bin/node'), ['scripts/mock.mjs'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, PLATFORM_MOCK_PORT: String(port), PLATFORM_MOCK_HOST: '127.0.0.1' },
    timeout: 60_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr.trim()).toBe(
    `the mock platform could not start: port ${port} on 127.0.0.1 is in use (another \`npm start\` or \`npm run mock\`?). Set PLATFORM_MOCK_PORT to a free port.`,
  );
  expect(run.stdout).toBe('');
}, 60_000);
