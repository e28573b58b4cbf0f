// @vitest-environment jsdom
// Issue 42, item 4, under jsdom (realm-uploads.ts): its File, Blob and XMLHttpRequest, Node's fetch.
// Also a happy-dom File there, made by happy-dom's own window: a file of a third realm.
import { Window } from 'happy-dom';
import { afterAll, describe } from 'vitest';
import { uploadsFromRealm } from './realm-uploads.js';

describe("a jsdom File (jsdom's XMLHttpRequest, Node's fetch)", () => {
  uploadsFromRealm((bytes, name, type) => new File([bytes], name, { type }));
});

describe("a happy-dom File (jsdom's XMLHttpRequest, Node's fetch)", () => {
  const happy = new Window();
  afterAll(() => happy.happyDOM.close());
  uploadsFromRealm((bytes, name, type) => new happy.File([bytes], name, { type }) as unknown as Blob);
});
