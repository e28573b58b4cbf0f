// The changes as `npm run contract:diff` prints them, per surface: a count line, then each change
// under its kind with its operationId (or schema) and reason. `npm start` prints the same on a save.

/**
 * @param {Array<import('./compare.mjs').Change & { surface: string }>} changes
 * @param {{ surfaces: string[], kinds: string[] }} options the surfaces to report and the kinds listed
 * @returns {string[]}
 */
export function changeLines(changes, { surfaces, kinds }) {
  const lines = [];
  for (const surface of surfaces) {
    const mine = changes.filter((c) => c.surface === surface);
    const count = (k) => mine.filter((c) => c.kind === k).length;
    if (!mine.length) {
      lines.push(`${surface}: no change`);
      continue;
    }
    lines.push(
      `${surface}: ${count('breaking')} breaking, ${count('non-breaking')} non-breaking, ${count('annotation')} annotation`,
    );
    for (const kind of kinds) {
      const list = mine.filter((c) => c.kind === kind);
      if (!list.length) continue;
      lines.push(`  ${kind}:`);
      for (const c of list) lines.push(`    \`${c.operationId ?? c.schema ?? '(document)'}\`: ${c.reason}`);
    }
  }
  return lines;
}
