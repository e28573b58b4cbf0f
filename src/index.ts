// platform-client: the SDK (the four clients, their transport and errors, and the helpers built on
// them). The platform's own data (presets, prices, fixed messages) is `platform-client/platform`.
export * from './sdk.js';
// A server secret's client (docs/design.md, decision 17): here for servers, as before; a browser
// bundle resolves the root to src/index.browser.ts, which lacks it, so importing it there fails
// the build. `platform-client/private` is its own entry, refused to browser bundles outright.
export { createPrivateClient } from './clients/private.js';
