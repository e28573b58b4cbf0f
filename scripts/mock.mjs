#!/usr/bin/env node
// `npm run mock`: the mock platform. One prism per surface, each validating requests against
// its contract (bundled in generated/openapi) and answering with the contract's examples.
// Ports: PLATFORM_MOCK_PORT (default 4010) for admin, +1 public, +2 private, +3 end user, +4 chat.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { startChatServer } from './chat-server.mjs';
import { surfaces, mockPort } from './surfaces.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = Number(process.env.PLATFORM_MOCK_PORT ?? mockPort);
const host = process.env.PLATFORM_MOCK_HOST ?? '127.0.0.1';
const prism = path.join(root, 'node_modules', '.bin', 'prism');

const children = surfaces.map((surface, i) => {
  const port = base + i;
  const child = spawn(
    prism,
    ['mock', '--host', host, '--port', String(port), path.join(root, 'generated/openapi', `${surface}.json`)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let ready = false;
  const onData = (chunk) => {
    if (!ready && /Prism is listening/.test(String(chunk))) {
      ready = true;
      console.log(`${surface.padEnd(8)} http://${host}:${port}`);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', (chunk) => process.stderr.write(`[${surface}] ${chunk}`));
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`prism for ${surface} exited with ${code}`);
      stop(1);
    }
  });
  return child;
});

// The chat endpoint, seeded with the contract's example messages.
const messages = (() => {
  const doc = JSON.parse(fs.readFileSync(path.join(root, 'generated/openapi/enduser.json'), 'utf8'));
  return doc.components?.examples?.MessagePage?.value?.data ?? [];
})();
const chat = await startChatServer({ port: base + surfaces.length, host, seed: messages });
console.log(`${'chat'.padEnd(8)} ${chat.url} (Socket.IO; token in the query, 'invalid' is refused)`);

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  chat.close().finally(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
console.log('mock platform (prism, requests validated); Ctrl-C stops it:');
