/// <reference types="node" />
// The example console: a Vite + React app over the SDK's package entry points. The aliases point
// `platform-client/*` at this repository's sources, so the console always runs the current SDK.
// Mode "demo" (`npm run demo`, `npm run demo:build`) is the console with no server: the mock
// platform runs in the page on MSW's service worker (src/demo.ts), and the build is a static site
// in dist-demo/ with relative paths, for any static host.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig, type Plugin } from 'vite';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const mockDir = fromHere('../../mock/');

/**
 * The mock in a browser: a module of mock/ that has a `<name>.browser.ts` beside it (the
 * contracts read from disk, the peers' loading) is swapped for that file, imported relatively or
 * not at all.
 */
function mockForTheBrowser(): Plugin {
  return {
    name: 'mock-for-the-browser',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.startsWith(mockDir) || !source.startsWith('.')) return null;
      const browser = path.resolve(path.dirname(importer), source).replace(/\.[jt]s$/, '.browser.ts');
      return fs.existsSync(browser) ? browser : null;
    },
  };
}

/**
 * The demo's entry in place of main.tsx: it starts the mock before the console (and with it
 * socket.io-client, which keeps the WebSocket it finds when it loads) is loaded.
 */
function demoEntry(): Plugin {
  return {
    name: 'demo-entry',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const entry = 'src="/src/main.tsx"';
        if (!html.includes(entry)) throw new Error(`index.html has no ${entry} for the demo's entry to replace`);
        return html.replace(entry, 'src="/src/demo-main.ts"');
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  const demo = mode === 'demo';
  return {
    root: fromHere('.'),
    // Relative asset paths: the demo works from any folder of any static host.
    base: demo ? './' : '/',
    plugins: [react(), ...(demo ? [demoEntry(), mockForTheBrowser(), msw({ mode: 'worker-only' })] : [])],
    resolve: {
      alias: [
        { find: /^platform-client$/, replacement: fromHere('../../src/index.ts') },
        { find: /^platform-client\/react$/, replacement: fromHere('../../src/react/index.ts') },
        { find: /^platform-client\/react\/admin$/, replacement: fromHere('../../src/react/admin.ts') },
        { find: /^platform-client\/react\/public$/, replacement: fromHere('../../src/react/public.ts') },
        { find: /^platform-client\/react\/enduser$/, replacement: fromHere('../../src/react/enduser.ts') },
        { find: /^platform-client\/chat$/, replacement: fromHere('../../src/chat/index.ts') },
        { find: /^platform-client\/upload$/, replacement: fromHere('../../src/upload/index.ts') },
        { find: /^platform-client\/persist$/, replacement: fromHere('../../src/persist/index.ts') },
        { find: /^platform-client\/query\/(admin|public|enduser)$/, replacement: fromHere('../../src/query/$1.ts') },
        { find: /^platform-client\/mock\/msw$/, replacement: fromHere('../../mock/msw.ts') },
        // The generated code's way into the runtime (package.json `imports`, which name dist/).
        { find: /^#runtime\/(core|query|react)$/, replacement: fromHere('../../src/$1/runtime.ts') },
      ],
    },
    server: {
      host: '127.0.0.1',
      // The demo's own port, so that it runs beside `npm start`.
      port: demo ? 5174 : 5173,
      strictPort: true,
      fs: { allow: [fromHere('../..')] },
    },
    preview: { host: '127.0.0.1', port: 4173 },
    build: {
      outDir: demo ? fromHere('../../dist-demo') : fromHere('dist'),
      emptyOutDir: true,
      chunkSizeWarningLimit: demo ? 2048 : 1024,
    },
  };
});
