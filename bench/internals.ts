// The transport's parts the overhead diagnostics (bench/overhead.mjs) use beside the public API:
// the transport itself, its JSON reader and the admin contract's operations (with their revivers).
export { createTransport } from '../src/core/transport.js';
export { parseJson } from '../src/core/revive-plan.js';
export { operations } from '../generated/operations/admin.js';
