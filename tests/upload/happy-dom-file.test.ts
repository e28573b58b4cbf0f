// @vitest-environment happy-dom
// Issue 42, item 4, under happy-dom (realm-uploads.ts): its File, Blob, FormData, XMLHttpRequest and
// fetch, as vitest installs them.
import { describe } from 'vitest';
import { uploadsFromRealm } from './realm-uploads.js';

describe("a happy-dom File (happy-dom's fetch and XMLHttpRequest)", () => {
  uploadsFromRealm((bytes, name, type) => new File([bytes], name, { type }));
});
