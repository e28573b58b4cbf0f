// The SDK's generated code for other contracts than generated/'s, written to a directory of the
// caller's (the generator's own writer: only files whose bytes changed are written, so a
// directory used again keeps its unchanged files and the checker its parsed ones).
import fs from 'node:fs/promises';
import { writeGenerated } from '../generate/run.mjs';

/** @param {Record<string, object>} docs bundled contracts per surface (a bundle's `x-generated` header is dropped) */
export async function generateDeclarations(docs, dir) {
  const bare = Object.fromEntries(Object.entries(docs).map(([s, { 'x-generated': _header, ...doc }]) => [s, doc]));
  await fs.mkdir(dir, { recursive: true });
  await writeGenerated(bare, dir);
}
