// `matchError(error, cases)`: one case per member of an operation's error union (src/core/operation-errors.ts),
// chosen by the declared status or the transport error's `name`. Not imported by the clients: it
// costs an app only where it calls it.

/** A member's key in the cases: its declared status (`409`, `'4XX'`, `'default'`), `'undeclared'`, or its `name`. */
export type CaseOf<E> = E extends unknown
  ? '~case' extends keyof E
    ? NonNullable<E['~case' & keyof E]> & PropertyKey
    : E extends { readonly name: infer N extends string }
      ? N
      : never
  : never;

/** The members a key stands for. */
type MemberOf<E, K> = E extends unknown ? (K extends CaseOf<E> ? E : never) : never;

/** A case for each member, all optional, and `otherwise` for the rest. */
export type ErrorCases<E> = { readonly [K in CaseOf<E>]?: (error: MemberOf<E, K>) => unknown } & {
  readonly otherwise?: (error: E) => unknown;
};

/**
 * What the cases must also be: a key the error cannot take (a status the operation does not
 * declare) is `never`; without `otherwise`, every missing key is required. (A conditional type:
 * a mapped type over `keyof C` would lose the handlers' parameter types.)
 */
type Checked<E, C> = [Exclude<keyof C, CaseOf<E> | 'otherwise'>] extends [never]
  ? 'otherwise' extends keyof C
    ? unknown
    : { readonly [K in Exclude<CaseOf<E>, keyof C>]: (error: MemberOf<E, K>) => unknown }
  : { readonly [K in Exclude<keyof C, CaseOf<E> | 'otherwise'>]: never };

/** What the cases return. */
type Returned<C> = { [K in keyof C]: C[K] extends (...args: never[]) => infer R ? R : never }[keyof C];

const own = (cases: object, key: PropertyKey): ((error: unknown) => unknown) | undefined =>
  Object.hasOwn(cases, key) ? (cases as Record<PropertyKey, (error: unknown) => unknown>)[key] : undefined;

/**
 * Runs the case of `error` and returns what it returns. An answer takes the case of its status,
 * then of its range (`'4XX'`), then `default`, then `undeclared`; any other error the case named
 * as its `name` (`ConnectionError`); failing those, `otherwise`. Typed from an operation's error
 * union (`UpdateRequestActionError`): without `otherwise`, a missing case is a compile error
 * naming it, and so is a case for a status the operation does not declare. An error no case
 * takes (none of the union's) is thrown again.
 */
export function matchError<E, C extends ErrorCases<E>>(error: E, cases: C & Checked<E, C>): Returned<C> {
  const { status, name } = (error ?? {}) as { status?: unknown; name?: unknown };
  const handler =
    typeof status === 'number'
      ? (own(cases, status) ??
        own(cases, `${String(status)[0]}XX`) ??
        own(cases, 'default') ??
        own(cases, 'undeclared'))
      : typeof name === 'string'
        ? own(cases, name)
        : undefined;
  const chosen = handler ?? own(cases, 'otherwise');
  if (!chosen) throw error;
  return chosen(error) as Returned<C>;
}
