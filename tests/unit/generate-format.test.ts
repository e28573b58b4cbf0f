// The generator prints formatted TypeScript (scripts/generate/format.mjs): Biome's formatter, blocks
// that fit joined onto one line, comments wrapped at 120 columns. What is in generated/ is that
// output, so `npm run generate -- --check` compares formatted text.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatFiles, wrapComments } from '../../scripts/generate/format.mjs';

const generated = path.resolve(import.meta.dirname, '../../generated');
const generatedFiles = () =>
  Object.fromEntries(
    fs
      .readdirSync(generated, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => [f, fs.readFileSync(path.join(generated, f), 'utf8')]),
  );

describe('generate: formatted output', () => {
  it('joins a block that fits onto one line, innermost first, and leaves one with a comment or too long', () => {
    const commented = 'type T = {\n  /** Why. */\n  a: string;\n};\n';
    const long = `type T = {\n  a: '${'x'.repeat(60)}';\n  b: '${'y'.repeat(60)}';\n};\n`;
    const given = {
      'a.ts': 'const a = {\n  b: {\n    c: 1,\n    d: 2,\n  },\n  e: 3,\n};',
      'b.ts': commented,
      'c.ts': long,
    };
    expect(formatFiles(given)).toEqual({
      'a.ts': 'const a = { b: { c: 1, d: 2 }, e: 3 };\n',
      'b.ts': commented,
      'c.ts': long,
    });
  });

  it('wraps a comment over 120 columns where it stands, a backtick span and a {@link} kept whole', () => {
    const words = `${'word '.repeat(20)}\`a code span\` and {@link somewhereElse} ${'more '.repeat(12)}end.`;
    const wrapped = wrapComments(`  /** ${words} */`).split('\n');
    expect(wrapped[0]).toBe('  /**');
    expect(wrapped.at(-1)).toBe('   */');
    for (const line of wrapped) expect(line.length).toBeLessThanOrEqual(120);
    expect(wrapped.slice(1, -1).every((l) => l.startsWith('   * '))).toBe(true);
    const text = wrapped.slice(1, -1).map((l) => l.slice(5));
    expect(text.join(' ')).toBe(words);
    expect(text.some((l) => l.includes('`a code span`'))).toBe(true);
    expect(text.some((l) => l.includes('{@link somewhereElse}'))).toBe(true);
  });

  it('leaves no generated line over 120 characters', () => {
    const long = Object.entries(generatedFiles()).flatMap(([file, text]) =>
      text
        .split('\n')
        .map((line, i) => [`${file}:${i + 1}`, line.length] as const)
        .filter(([, n]) => n > 120),
    );
    expect(long).toEqual([]);
  });

  it('writes what it would format to itself: generated/ is the formatter’s fixed point', () => {
    const files = generatedFiles();
    const formatted = formatFiles(files);
    const changed = Object.keys(files).filter((f) => formatted[f] !== files[f]);
    expect(changed).toEqual([]);
  }, 120_000);
});
