// Debian's Chromium through playwright-core (nothing is downloaded), with the flags this closed
// network needs: no background connections that would be refused. Tests and scripts launch it here.
import { chromium } from 'playwright-core';

/** @returns {Promise<import('playwright-core').Browser>} */
export function launchChromium() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
