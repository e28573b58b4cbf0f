#!/usr/bin/env node
// After `npm run build`: every subpath export of package.json resolves to files that exist and
// import under plain Node ESM, and the platform's data is at `platform-client/platform`, never at
// the root (which exports the SDK only).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const PLATFORM_DATA = [
  'ADMIN_CREDENTIALS_MESSAGE',
  'BILLING_ITEMS',
  'HOLIDAY_FEEDBACK_LANG',
  'HOME_APP_PRESET',
  'OTHER_PRESET',
  'WRONG_BOX_ID',
  'keepV2Providers',
];
const modules = {};
let failed = 0;
for (const [subpath, target] of Object.entries(pkg.exports)) {
  if (typeof target === 'string') continue;
  for (const file of [target.types, target.import]) {
    if (!fs.existsSync(path.join(root, file))) {
      console.error(`  ${subpath}: ${file} is missing`);
      failed++;
    }
  }
  try {
    const mod = (modules[subpath] = await import(pathToFileURL(path.join(root, target.import)).href));
    console.log(`  ${subpath.padEnd(16)} ${Object.keys(mod).length} exports`);
  } catch (error) {
    console.error(`  ${subpath}: ${error.message}`);
    failed++;
  }
}
for (const name of PLATFORM_DATA) {
  if (modules['./platform'] && !(name in modules['./platform'])) {
    console.error(`  ./platform: ${name} is missing`);
    failed++;
  }
  if (modules['.'] && name in modules['.']) {
    console.error(`  .: ${name} is platform data; it belongs to ./platform`);
    failed++;
  }
}
process.exit(failed ? 1 : 0);
