// platform-client in a browser bundle (package.json's `browser` condition): the SDK without
// `createPrivateClient`, whose key is a server secret (docs/design.md, decision 17). A client
// component importing it from the root fails to build (the export does not exist here) instead of
// shipping the key; types are the root's own (src/index.ts).
export * from './sdk.js';
