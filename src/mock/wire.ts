// A contract type as its JSON is stored: the generated types give date-time fields as Date (the
// client revives them); the mock keeps and answers the ISO strings.
export type Wire<T> = T extends Date
  ? string
  : T extends ReadonlyArray<infer U>
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;
