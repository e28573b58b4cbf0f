/** How a query parameter is written on the wire (generated from the contract's style/explode). */
export type QueryStyle = 'csv' | 'repeat' | 'deepObject' | 'formObject' | 'json' | 'date';

/** What the transport knows of one operation at run time; generated into generated/operations/. */
export interface OperationInfo {
  /** Takes `projectId` in the query; the admin client fills it in. */
  readonly projectId?: boolean;
  /** Safe to repeat: GET, HEAD, PUT, DELETE, or marked `x-idempotent` in the contract. */
  readonly idempotent?: boolean;
  /** Query parameters whose wire form is not a plain `name=value`. */
  readonly query?: Readonly<Record<string, QueryStyle>>;
  /** Its request body is `multipart/form-data`: a plain object is sent as FormData (docs/design.md, decision 18). */
  readonly multipart?: boolean;
  /** How a success body is read, when it is not JSON. */
  readonly parseAs?: 'text' | 'blob' | 'empty';
  /** Where its JSON answer holds dates (docs/design.md, decision 10); none: nothing in it becomes a Date. */
  readonly revive?: RevivalPlan;
}

/**
 * Where a JSON value holds dates, generated from the contract (scripts/generate/revival-plan.mjs):
 * `1` a date-time field, `0` free-form data (the spec's rule at any depth), `[plan]` the items of
 * an array, `{ key: plan }` properties (`*`: every other property), a string the named plan.
 */
export type RevivalPlan = 0 | 1 | string | readonly [RevivalPlan] | { readonly [key: string]: RevivalPlan };

/** Named plans (component schemas), referred to by name so that `$ref` cycles stay finite. */
export type RevivalPlans = Readonly<Record<string, RevivalPlan>>;

/** Operations keyed by `METHOD /path/{template}`. */
export type OperationTable = Readonly<Record<string, OperationInfo>>;
