// From the path literal of a fetcher call to the operation's words (issue 24, item 5), as an
// editor sees it: the TypeScript language service over a consumer file. TypeScript has no hover
// and no go-to-definition on a string literal passed as an argument (checker.getSymbolAtLocation
// knows literals only in `x['k']` and `T['k']`), but Find All References on it lands on the
// `paths` member of that name; hovering that member must show each operation's method, path,
// summary and description, read here from the bundled contract.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { languageService } from '../support/language-service.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const consumer = path.join(root, 'tests', 'unit', '__path-literal-consumer__.ts');
const text = `import type { AdminClient, EndUserClient } from '../../src/index.js';
declare const admin: AdminClient;
declare const user: EndUserClient;
export async function calls() {
  await admin.GET('/request-action/{id}', { params: { path: { id: 'x' } } });
  await admin.PUT('/request-action/{id}', { params: { path: { id: 'x' } }, body: { title: 'New' } });
  await user.GET('/intranet/holiday/balance');
}
`;

type Operation = { operationId: string; summary: string; description: string };
const contract = (surface: string) =>
  JSON.parse(fs.readFileSync(path.join(root, 'generated', 'openapi', `${surface}.json`), 'utf8')) as {
    paths: Record<string, Record<string, Operation>>;
  };

/** What a user sees: Find All References on the literal, then a hover on the `paths` member it lists. */
function docsReachedFrom(service: ts.LanguageService, call: string, surface: string): string[] {
  const at = text.indexOf(call) + call.indexOf("'") + 2;
  const file = path.join(root, 'generated', 'types', `${surface}.ts`);
  const inPaths = (service.getReferencesAtPosition(consumer, at) ?? []).filter((r) => r.fileName === file);
  return inPaths.map((r) => {
    const hover = service.getQuickInfoAtPosition(file, r.textSpan.start + 1);
    return ts.displayPartsToString(hover?.documentation);
  });
}

describe('the path literal of a fetcher call reaches the operation it names', () => {
  const service = languageService(root, [consumer], { [consumer]: text });

  it.each([
    ["admin.GET('/request-action/{id}'", 'admin', '/request-action/{id}', 'get'],
    ["admin.PUT('/request-action/{id}'", 'admin', '/request-action/{id}', 'put'],
    ["user.GET('/intranet/holiday/balance'", 'enduser', '/intranet/holiday/balance', 'get'],
  ])(
    '%s): its summary and description, with method and path',
    (call, surface, url, method) => {
      const op = contract(surface).paths[url]![method]!;
      expect(op.description.length).toBeGreaterThan(0);
      const docs = docsReachedFrom(service, call, surface);
      // One `paths` member of that name on the surface, documented with the operation.
      expect(docs).toHaveLength(1);
      // The generated comments are wrapped at 120 columns: the words, not where lines break, are the contract's.
      const words = (text: string) => text.replace(/\s+/g, ' ').trim();
      expect(words(docs[0]!)).toContain(`\`${method.toUpperCase()} ${url}\` (\`${op.operationId}\`): ${op.summary}`);
      expect(words(docs[0]!)).toContain(words(op.description));
    },
    120_000,
  );
});
