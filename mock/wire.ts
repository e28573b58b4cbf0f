// A contract type as its JSON is stored: the generated types give date-time fields as Date (the
// client revives them); the mock keeps and answers the ISO strings.
import type { components as Admin } from '../generated/types/admin.js';
import type { components as EndUser } from '../generated/types/enduser.js';
import type { components as Private } from '../generated/types/private.js';
import type { components as Public } from '../generated/types/public.js';

export type Wire<T> = T extends Date
  ? string
  : T extends ReadonlyArray<infer U>
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** A surface's schemas as their JSON is, for typing fixtures and answers: `WireSchemas<'admin'>['RequestAction']`. */
export type WireSchemas<S extends 'admin' | 'public' | 'private' | 'enduser'> = Wire<
  { admin: Admin; public: Public; private: Private; enduser: EndUser }[S]['schemas']
>;
