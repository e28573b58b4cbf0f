#!/usr/bin/env node
// Part of the tarball smoke test: runs the consumer's script (plain Node ESM, from the installed
// tarball), which starts the package's own mock platform and calls it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const consumer = process.argv[2];
// The system Node (20 here) on purpose: the package promises Node >= 20.19.
const child = spawn('node', ['script.mjs'], {
  cwd: consumer,
  stdio: 'inherit',
  env: {
    ...process.env,
    PATH: process.env.PATH.split(path.delimiter)
      .filter((p) => !p.includes('node_modules'))
      .join(path.delimiter),
  },
});
process.exitCode = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
