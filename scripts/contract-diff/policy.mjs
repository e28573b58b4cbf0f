// The release rule for contract changes since the baseline:
// - breaking: package.json's version must be past the baseline's by a major (below 1.0, a
//   minor), and the CHANGELOG's `## Unreleased` section must name every breaking change: one
//   of the change's names (its operationId, old or new, or the component schema it lives in)
//   appears there as a whole word. One raise covers every break until the next release.
// - non-breaking: the `## Unreleased` section has at least one entry (a `- ` line).
// - annotation: nothing required.

const parse = (v) => {
  const m = /^(\d+)\.(\d+)\.(\d+)/.exec(v ?? '');
  if (!m) throw new Error(`not a semver version: ${v}`);
  return m.slice(1, 4).map(Number);
};

/**
 * The lowest version that may carry a breaking change after `baseline`.
 * @param {string} baseline
 * @returns {string}
 */
export function requiredVersion(baseline) {
  const [major, minor] = parse(baseline);
  return major >= 1 ? `${major + 1}.0.0` : `0.${minor + 1}.0`;
}

/**
 * True when `version` (its major.minor.patch; a pre-release of it counts) is at least `min`.
 * @param {string} version
 * @param {string} min
 * @returns {boolean}
 */
export function atLeast(version, min) {
  const a = parse(version);
  const b = parse(min);
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
}

/**
 * The text of the `## Unreleased` section, or undefined when there is none.
 * @param {string} changelog
 * @returns {string | undefined}
 */
export function unreleasedSection(changelog) {
  const lines = changelog.split(/\r?\n/);
  const start = lines.findIndex((l) => /^##\s+\[?Unreleased\]?\s*$/i.test(l));
  if (start < 0) return undefined;
  const end = lines.findIndex((l, i) => i > start && /^##\s/.test(l));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `name` appears in `text` as a whole word (case-sensitive; backticks optional).
 * @param {string} text
 * @param {string} name
 * @returns {boolean}
 */
export function names(text, name) {
  return new RegExp(`(^|[^A-Za-z0-9_$])${escapeRegExp(name)}($|[^A-Za-z0-9_$])`).test(text);
}

/**
 * @typedef {import('./compare.mjs').Change & { surface: string }} SurfaceChange
 * @param {{ changes: SurfaceChange[], baselineVersion: string, version: string, changelog: string }} input
 */
export function checkPolicy({ changes, baselineVersion, version, changelog }) {
  const breaking = changes.filter((c) => c.kind === 'breaking');
  const nonBreaking = changes.filter((c) => c.kind === 'non-breaking');
  const section = unreleasedSection(changelog);
  const needed = requiredVersion(baselineVersion);
  const versionOk = !breaking.length || atLeast(version, needed);
  const unnamed = breaking.filter((c) => !c.names.some((n) => names(section ?? '', n)));
  const entries = (section ?? '').split('\n').filter((l) => /^\s*[-*]\s+\S/.test(l));
  const lineOk = !nonBreaking.length || entries.length > 0;
  return {
    ok: versionOk && !unnamed.length && lineOk && (section !== undefined || !(breaking.length || nonBreaking.length)),
    breaking,
    nonBreaking,
    versionOk,
    requiredVersion: needed,
    unnamed,
    lineOk,
    hasUnreleased: section !== undefined,
    baselineVersion,
    version,
  };
}

/**
 * CHANGELOG lines ready to paste, one per schema or operation: a change to a shared schema
 * reached through twenty operations is one line naming the schema.
 * @param {SurfaceChange[]} changes
 * @returns {string[]}
 */
export function changelogLines(changes) {
  const groups = new Map();
  for (const c of changes) {
    const name = c.schema ?? c.operationId ?? '?';
    const key = `${c.surface}\u0000${name}`;
    if (!groups.has(key)) groups.set(key, { surface: c.surface, name, reasons: [], operations: [] });
    const g = groups.get(key);
    if (!g.reasons.includes(c.reason)) g.reasons.push(c.reason);
    if (c.schema && c.operationId && !g.operations.includes(c.operationId)) g.operations.push(c.operationId);
  }
  return [...groups.values()].map((g) => {
    const reasons =
      g.reasons.slice(0, 2).join('; ') + (g.reasons.length > 2 ? `; and ${g.reasons.length - 2} more changes` : '');
    const ops = g.operations.length
      ? ` (in ${g.operations
          .slice(0, 3)
          .map((o) => `\`${o}\``)
          .join(', ')}${g.operations.length > 3 ? ` and ${g.operations.length - 3} more operations` : ''})`
      : '';
    return `- ${g.surface}: \`${g.name}\`: ${reasons}${ops}`;
  });
}

/**
 * What failed and exactly what to do, as lines for a terminal.
 * @param {ReturnType<typeof checkPolicy>} result
 * @returns {string[]}
 */
export function explain(result) {
  if (result.ok) {
    const counts = `${result.breaking.length} breaking, ${result.nonBreaking.length} non-breaking`;
    return [
      `contract changes since ${result.baselineVersion}: ${counts}; version ${result.version} and CHANGELOG.md cover them.`,
    ];
  }
  const out = [
    `contract changes since ${result.baselineVersion} (the baseline in openapi/baseline/) are not released properly:`,
  ];
  let step = 1;
  if (!result.hasUnreleased) {
    out.push(`${step++}. CHANGELOG.md has no "## Unreleased" section: add one above "## ${result.baselineVersion}".`);
  }
  if (!result.versionOk) {
    out.push(
      `${step++}. ${result.breaking.length} breaking change(s): set "version" in package.json to ${result.requiredVersion} ` +
        `(it is ${result.version}; a breaking change raises the ${result.requiredVersion.startsWith('0.') ? 'minor below 1.0' : 'major'}).`,
    );
  }
  if (result.unnamed.length) {
    out.push(
      `${step++}. Name each breaking change under "## Unreleased" in CHANGELOG.md: a line that contains its operationId ` +
        '(old or new) or the schema it is in, as a whole word. These lines do; paste them or word your own:',
    );
    for (const line of changelogLines(result.unnamed)) out.push(`   ${line}`);
  }
  if (!result.lineOk) {
    out.push(
      `${step++}. ${result.nonBreaking.length} non-breaking change(s) need a line under "## Unreleased" in CHANGELOG.md, for example:`,
    );
    const lines = changelogLines(result.nonBreaking);
    for (const line of lines.slice(0, 5)) out.push(`   ${line}`);
    if (lines.length > 5) out.push(`   (and ${lines.length - 5} more: \`npm run contract:diff\` lists every change)`);
  }
  out.push('If a breaking change was not meant, undo it in openapi/ and run `npm run generate` instead.');
  return out;
}
