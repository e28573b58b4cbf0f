#!/usr/bin/env node
// Part of the tarball smoke test: starts prism on the public and end-user bundles, then runs the
// consumer's script (as plain Node ESM, from the installed tarball) against them.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPrismServer } from './prism-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const consumer = process.argv[2];

const prism = (surface) => startPrismServer(path.join(root, 'generated/openapi', `${surface}.json`));

const [pub, enduser] = await Promise.all([prism('public'), prism('enduser')]);
try {
  // The system Node (20 here) on purpose: the package promises Node >= 20.19.
  // Asynchronously: prism answers from this process's event loop while the script runs.
  const child = spawn('node', ['script.mjs'], {
    cwd: consumer,
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: process.env.PATH.split(path.delimiter).filter((p) => !p.includes('node_modules')).join(path.delimiter),
      PUBLIC_URL: pub.url,
      ENDUSER_URL: enduser.url,
    },
  });
  process.exitCode = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
} finally {
  await Promise.all([pub.close(), enduser.close()]);
}
