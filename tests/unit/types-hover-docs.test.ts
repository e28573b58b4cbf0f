// What an editor shows on hovering a schema or a field of generated/types (issue 43): its
// description and every example the contract gives, as the TypeScript language service reads the
// compacted JSDoc (the description as the comment's text, examples as `@example` tags, an object
// example printed densely). Expected words come from the bundled contract, so a description or an
// example the generator drops, or an object example it prints as invalid JSON, fails here.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { languageService } from '../support/language-service.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Schema = { title?: string; description?: string; examples?: unknown[]; properties?: Record<string, Schema> };

/** The members of a type literal (or interface) by name. */
function membersOf(node: ts.Node | undefined): Map<string, ts.PropertySignature> {
  const literal = node && (ts.isTypeLiteralNode(node) || ts.isInterfaceDeclaration(node));
  const properties = (literal ? [...node.members] : []).filter((m) => ts.isPropertySignature(m));
  return new Map(properties.map((m) => [(m.name as ts.Identifier | ts.StringLiteral).text, m]));
}

/** What a hover on `member` shows: its documentation and its tags, by tag name. */
function hover(service: ts.LanguageService, file: string, member: ts.PropertySignature) {
  const info = service.getQuickInfoAtPosition(file, member.name.getStart());
  const tags = (info?.tags ?? []).map((tag) => ({ name: tag.name, text: ts.displayPartsToString(tag.text) }));
  return { documentation: ts.displayPartsToString(info?.documentation), tags };
}

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A hover holds the description (as its text or an `@description` tag) and exactly the contract's examples. */
function expectDocs(shown: ReturnType<typeof hover>, schema: Schema) {
  const examples = shown.tags.filter((t) => t.name === 'example').map((t) => t.text);
  const texts = [shown.documentation, ...shown.tags.filter((t) => t.name === 'description').map((t) => t.text)];
  if (schema.description) expect(words(texts.join(' '))).toContain(words(schema.description));
  expect(examples).toHaveLength(schema.examples?.length ?? 0);
  for (const [i, example] of (schema.examples ?? []).entries()) {
    if (example !== null && typeof example === 'object') expect(JSON.parse(examples[i]!)).toEqual(example);
    else expect(examples[i]).toBe(String(example).trim());
  }
}

describe.each(['admin', 'public', 'private', 'enduser'])('hovers on generated/types/%s.ts', (surface) => {
  const file = path.join(root, 'generated', 'types', `${surface}.ts`);
  const contract = JSON.parse(fs.readFileSync(path.join(root, 'generated', 'openapi', `${surface}.json`), 'utf8'));
  const service = languageService(root, [file]);
  const source = service.getProgram()!.getSourceFile(file)!;
  const components = source.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === 'components');
  const generated = membersOf(membersOf(components).get('schemas')?.type);
  const schemas = Object.entries(contract.components.schemas as Record<string, Schema>);

  it('show each schema and field its description and every example, an object example as the JSON the contract gives', () => {
    let fields = 0;
    for (const [name, schema] of schemas) {
      const member = generated.get(name);
      expect(member, name).toBeDefined();
      expectDocs(hover(service, file, member!), schema);
      const properties = membersOf(member!.type);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (!properties.has(key) || (!property.description && !property.examples)) continue;
        expectDocs(hover(service, file, properties.get(key)!), property);
        fields++;
      }
    }
    // Most documented fields sit in a schema printed as an object literal: they are all checked.
    expect(fields).toBeGreaterThan(schemas.length);
  }, 120_000);

  it("show a request body's example object (printed densely) as the JSON the contract gives", () => {
    const operations = membersOf(
      source.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === 'operations'),
    );
    type Body = { content?: Record<string, { example?: unknown }> };
    const bodies = Object.values(
      contract.paths as Record<string, Record<string, { operationId?: string; requestBody?: Body }>>,
    )
      .flatMap((item) => Object.values(item))
      .filter((op) => op.requestBody?.content?.['application/json']?.example !== undefined);
    expect(bodies.length).toBeGreaterThan(0);
    for (const op of bodies) {
      const content = membersOf(
        membersOf(membersOf(operations.get(op.operationId!)?.type).get('requestBody')?.type).get('content')?.type,
      );
      const shown = hover(service, file, content.get('application/json')!);
      expectDocs(shown, { examples: [op.requestBody!.content!['application/json']!.example] });
    }
  }, 120_000);
});
