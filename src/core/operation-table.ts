import type { Reviver } from './revive-plan.js';

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
  /** Its request body is `multipart/form-data`: a plain object is sent as multipart bytes (docs/design.md, decision 18). */
  readonly multipart?: boolean;
  /** How a success body is read, when it is not JSON. */
  readonly parseAs?: 'text' | 'blob' | 'empty';
  /** Revives the dates of its JSON answer, generated from where its schema holds them (docs/design.md, decision 10); none: nothing in it becomes a Date. */
  readonly revive?: Reviver;
}

/** Operations keyed by `METHOD /path/{template}`. */
export type OperationTable = Readonly<Record<string, OperationInfo>>;
