// Prism in-process on one surface's bundled contract, validating requests and security, on a
// free loopback port.
import fs from 'node:fs';
import path from 'node:path';
import { startPrismServer } from '../../scripts/prism-server.mjs';

export type Surface = 'admin' | 'public' | 'private' | 'enduser';

export const root = path.resolve(import.meta.dirname, '..', '..');

export function readBundle(surface: Surface): OpenApiDocument {
  return JSON.parse(fs.readFileSync(path.join(root, 'generated/openapi', `${surface}.json`), 'utf8'));
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, any>>;
  components?: Record<string, Record<string, any>>;
}

export interface RunningPrism {
  url: string;
  doc: OpenApiDocument;
  close(): Promise<void>;
}

export async function startPrism(surface: Surface): Promise<RunningPrism> {
  const doc = readBundle(surface);
  const { url, close } = await startPrismServer(doc);
  return { url, doc, close };
}

/** Follows a local `$ref` inside a bundled document. */
export function deref<T = any>(doc: OpenApiDocument, value: any): T {
  let v = value;
  while (v && typeof v === 'object' && typeof v.$ref === 'string') {
    v = v.$ref
      .slice(2)
      .split('/')
      .map((s: string) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce((o: any, k: string) => o?.[k], doc);
  }
  return v as T;
}

/** The first example of an operation's first 2xx JSON response. */
export function successExample(doc: OpenApiDocument, method: string, p: string): unknown {
  const op = doc.paths[p]?.[method.toLowerCase()];
  const [, response] = Object.entries(op.responses).find(([code]) => code.startsWith('2'))!;
  const media = deref(doc, response).content['application/json'];
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return deref(doc, first).value;
}
