/** The platform's permission levels: a verb is allowed when a grant reaches its level. */
export const PermissionLevel = { None: 0, Read: 1, Write: 3, Admin: 9 } as const;
export type PermissionVerb = keyof typeof PermissionLevel;

/** The access token's map: resource (or "*") to action (or "*") to a level or a verb name. */
export type Permissions = Record<string, Record<string, number | PermissionVerb> | undefined>;

/** A grant's level: a finite number, or a verb's name; anything else (a malformed token) is no grant. */
function levelOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return typeof value === 'string' && Object.hasOwn(PermissionLevel, value)
    ? PermissionLevel[value as PermissionVerb]
    : undefined;
}

function entry(permissions: Permissions, resource: string, action: string) {
  const actions = Object.hasOwn(permissions, resource) ? permissions[resource] : undefined;
  if (!actions || !Object.hasOwn(actions, action)) return undefined;
  return levelOf(actions[action]);
}

/**
 * Whether `permissions` allow `verb` on `resource`/`action`: looks up (resource, action),
 * (resource, "*") and ("*", "*"); all absent denies; otherwise allowed when any present one
 * reaches the verb's level.
 */
export function can(
  permissions: Permissions | null | undefined,
  resource: string,
  action: string,
  verb: PermissionVerb,
): boolean {
  // A value that is no object (a malformed token) holds no grant `hasOwn` can find.
  if (!permissions) return false;
  const required = levelOf(verb);
  // Said here, though `level >= undefined` is false for every level too: an unknown verb denies.
  if (required === undefined) return false;
  const found = [entry(permissions, resource, action), entry(permissions, resource, '*'), entry(permissions, '*', '*')];
  return found.some((level) => (level ?? -1) >= required);
}
