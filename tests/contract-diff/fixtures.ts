// Fixture pairs of small contracts, one folder per kind of change: fixtures/<case>/{before,after}.yaml.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const fixtureDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

export function loadPair(name: string): { before: object; after: object } {
  const read = (file: string) => parse(fs.readFileSync(path.join(fixtureDir, name, `${file}.yaml`), 'utf8')) as object;
  return { before: read('before'), after: read('after') };
}
