// platform-client/platform: the platform's own data and conventions, the values the SDK is built
// around rather than the SDK itself (docs/design.md, decisions 7 and 13 to 16).
export { ADMIN_CREDENTIALS_MESSAGE } from './clients/admin.js';
export { WRONG_BOX_ID } from './helpers/upsert-box.js';
export { HOLIDAY_FEEDBACK_LANG } from './helpers/holiday-feedback.js';
export { BILLING_ITEMS } from './helpers/local-stubs.js';
export { HOME_APP_PRESET, OTHER_PRESET } from './conventions/presets.js';
export type { Preset, Presets } from './conventions/presets.js';
export { keepV2Providers } from './conventions/providers.js';
