// The release rule on each kind of change: a breaking change needs the version raised past the
// baseline's (a minor below 1.0) AND its name under "## Unreleased"; a non-breaking change needs
// a line there; an annotation needs nothing. The failure text must say exactly what to do.
import { describe, expect, it } from 'vitest';
import { compareContracts } from '../../scripts/contract-diff/compare.mjs';
import {
  atLeast,
  changelogLines,
  checkPolicy,
  explain,
  names,
  requiredVersion,
  unreleasedSection,
  type SurfaceChange,
} from '../../scripts/contract-diff/policy.mjs';
import { loadPair } from './fixtures.js';

const changesOf = (name: string): SurfaceChange[] =>
  compareContracts(loadPair(name).before, loadPair(name).after).map((c) => ({ surface: 'admin', ...c }));

const changelog = (unreleased: string[]) =>
  [
    '# Changelog',
    '',
    '## Unreleased',
    '',
    ...unreleased,
    '',
    '## 0.1.0',
    '',
    '- First version: listRequestActions, createRequestAction, RequestActionCreate.',
    '',
  ].join('\n');

const judge = (changes: SurfaceChange[], version: string, unreleased: string[]) =>
  checkPolicy({ changes, baselineVersion: '0.1.0', version, changelog: changelog(unreleased) });

const breakingCases = [
  'operation-removed',
  'required-parameter-added',
  'enum-value-removed',
  'operationid-renamed',
  'schema-renamed',
];

describe('the version/CHANGELOG rule', () => {
  for (const name of breakingCases) {
    describe(name, () => {
      const changes = changesOf(name);
      const lines = changelogLines(changes);

      it('fails as released (0.1.0, nothing under Unreleased), saying the version and the lines to add', () => {
        const result = judge(changes, '0.1.0', []);
        expect(result.ok).toBe(false);
        expect(result.versionOk).toBe(false);
        expect(result.unnamed).toEqual(changes);
        const text = explain(result).join('\n');
        expect(text).toContain('set "version" in package.json to 0.2.0 (it is 0.1.0');
        for (const line of lines) expect(text).toContain(`   ${line}`);
      });

      it('fails with the version raised but the change not named', () => {
        const result = judge(changes, '0.2.0', ['- admin: something else changed.']);
        expect(result.ok).toBe(false);
        expect(result.versionOk).toBe(true);
        expect(explain(result).join('\n')).not.toContain('package.json');
      });

      it('fails with the change named but the version not raised', () => {
        const result = judge(changes, '0.1.1', lines);
        expect(result.ok).toBe(false);
        expect(result.unnamed).toEqual([]);
        expect(explain(result).join('\n')).toContain('to 0.2.0 (it is 0.1.1');
      });

      it('passes once the instruction is followed: 0.2.0 and the suggested lines', () => {
        expect(judge(changes, '0.2.0', lines).ok).toBe(true);
      });
    });
  }

  it('a non-breaking change needs a line under Unreleased, not a new version', () => {
    const changes = changesOf('optional-field-added');
    const failed = judge(changes, '0.1.0', []);
    expect(failed.ok).toBe(false);
    expect(failed.versionOk).toBe(true);
    expect(failed.lineOk).toBe(false);
    expect(explain(failed).join('\n')).toContain(
      '1 non-breaking change(s) need a line under "## Unreleased" in CHANGELOG.md, for example:\n' +
        '   - admin: `RequestActionCreate`: request body accepts a new optional field `note` (in `createRequestAction`)',
    );
    expect(judge(changes, '0.1.0', ['- The request action form takes a note.']).ok).toBe(true);
  });

  it('an annotation needs nothing', () => {
    const changes = changesOf('description-changed');
    expect(changes.map((c) => c.kind)).toEqual(['annotation']);
    expect(judge(changes, '0.1.0', []).ok).toBe(true);
  });

  it('one raise covers every break until the next release', () => {
    const changes = breakingCases.flatMap(changesOf);
    const lines = changelogLines(changes);
    expect(judge(changes, '0.2.0', lines).ok).toBe(true);
    expect(judge(changes, '0.2.3', lines).ok).toBe(true);
    // Naming only some of them is not enough.
    const partial = judge(changes, '0.2.0', lines.slice(1));
    expect(partial.ok).toBe(false);
    expect(partial.unnamed.length).toBeGreaterThan(0);
  });

  it('naming means the operationId (old or new) or schema as a whole word, in the Unreleased section only', () => {
    const [renamed] = changesOf('operationid-renamed');
    expect(judge([renamed!], '0.2.0', ['- `getRequestActions` is the new name of the list call.']).ok).toBe(true);
    expect(judge([renamed!], '0.2.0', ['- listRequestActions: renamed.']).ok).toBe(true);
    expect(judge([renamed!], '0.2.0', ['- listRequestActionsV2 is new.']).ok).toBe(false);
    // The 0.1.0 section names listRequestActions too: it does not count.
    expect(judge([renamed!], '0.2.0', []).ok).toBe(false);
    expect(names('see `listRequestActions`.', 'listRequestActions')).toBe(true);
    expect(names('getlistRequestActions', 'listRequestActions')).toBe(false);
  });

  it('a missing Unreleased section is reported', () => {
    const result = checkPolicy({
      changes: changesOf('optional-field-added'),
      baselineVersion: '0.1.0',
      version: '0.1.0',
      changelog: '# Changelog\n\n## 0.1.0\n\n- First.\n',
    });
    expect(result.ok).toBe(false);
    expect(explain(result)[1]).toBe('1. CHANGELOG.md has no "## Unreleased" section: add one above "## 0.1.0".');
  });

  it('versions: a minor below 1.0, a major from 1.0; a pre-release of the needed version counts', () => {
    expect(requiredVersion('0.1.0')).toBe('0.2.0');
    expect(requiredVersion('0.9.4')).toBe('0.10.0');
    expect(requiredVersion('1.4.2')).toBe('2.0.0');
    expect(atLeast('0.2.0-rc.1', '0.2.0')).toBe(true);
    expect(atLeast('0.1.9', '0.2.0')).toBe(false);
    expect(atLeast('1.0.0', '0.2.0')).toBe(true);
    expect(unreleasedSection('## Unreleased\n- a\n## 0.1.0\n- b')).toBe('- a');
  });
});
