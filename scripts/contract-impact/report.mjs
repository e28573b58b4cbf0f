// The impact as a person reads it (`npm run contract:impact`, `npm start`, `platform-client
// impact`) and as CI reads it (`--json`).

const where = (c) => `${c.surface} \`${c.operationId ?? c.schema ?? '(document)'}\``;

/**
 * @param {ReturnType<typeof import('./impact.mjs').findImpact>} impact
 * @param {{ app: string, from: string, to: string }} label what was compared, for the heading
 * @returns {string[]}
 */
export function impactLines(impact, { app, from, to }) {
  const n = impact.broken.length;
  const lines = [`contract impact on ${app} (${from} -> ${to}): ${n ? `${n} call site(s) break` : 'nothing breaks'}`];
  for (const site of impact.broken) {
    const first = site.changes[0];
    const rule = !first ? '' : site.breakingByRule ? ' (breaking by rule)' : ' (not breaking by rule)';
    const what = first
      ? `${where({ ...first, operationId: site.operationId })}: ${first.reason}`
      : 'no contract change named';
    lines.push(`  ${site.file}:${site.line}:${site.column}  ${what}${rule}`);
    for (const other of site.changes.slice(1)) lines.push(`      also ${where(other)}: ${other.reason}`);
    const said = site.message.split('\n')[0];
    lines.push(`      TS${site.code}: ${said.length > 160 ? `${said.slice(0, 157)}...` : said}`);
  }
  if (impact.notForThisApp.length) {
    lines.push('breaking by rule, not for this app:');
    for (const c of impact.notForThisApp) lines.push(`  ${where(c)}: ${c.reason}`);
  }
  if (impact.errorsBefore)
    lines.push(`(${impact.errorsBefore} error(s) in the app before the change, not blamed on it)`);
  return lines;
}

/** A change as `npm run contract:diff -- --json` gives it: these fields only. */
const plainChange = ({ surface, kind, operationId, schema, reason, pointer }) => ({
  surface,
  kind,
  operationId,
  schema,
  reason,
  pointer,
});

/** The same for tools: plain data, the changes as `npm run contract:diff -- --json` gives them. */
export function impactJson(impact, label) {
  return {
    ...label,
    breaks: impact.broken.length > 0,
    broken: impact.broken.map(({ changes, ...site }) => ({ ...site, changes: changes.map(plainChange) })),
    notForThisApp: impact.notForThisApp.map(plainChange),
    errorsBefore: impact.errorsBefore,
  };
}
