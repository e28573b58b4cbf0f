/** The platform's permission levels: a verb is allowed when a grant reaches its level. */
export const PermissionLevel = { None: 0, Read: 1, Write: 3, Admin: 9 } as const;
export type PermissionVerb = keyof typeof PermissionLevel;

/** The access token's map: resource (or "*") to action (or "*") to a level or a verb name. */
export type Permissions = Record<string, Record<string, number | PermissionVerb> | undefined>;

function levelOf(value: number | string | undefined): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return Object.hasOwn(PermissionLevel, value)
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
  if (!permissions || typeof permissions !== 'object') return false;
  const required = PermissionLevel[verb];
  if (required === undefined) return false;
  const found = [entry(permissions, resource, action), entry(permissions, resource, '*'), entry(permissions, '*', '*')];
  return found.some((level) => level !== undefined && level >= required);
}
