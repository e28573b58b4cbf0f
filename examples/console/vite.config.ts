/// <reference types="node" />
// The example console: a Vite + React app over the SDK's package entry points. The aliases point
// `platform-client/*` at this repository's sources, so the console always runs the current SDK.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  root: fromHere('.'),
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^platform-client$/, replacement: fromHere('../../src/index.ts') },
      { find: /^platform-client\/react$/, replacement: fromHere('../../src/react/index.ts') },
      { find: /^platform-client\/react\/admin$/, replacement: fromHere('../../src/react/admin.ts') },
      { find: /^platform-client\/react\/public$/, replacement: fromHere('../../src/react/public.ts') },
      { find: /^platform-client\/react\/enduser$/, replacement: fromHere('../../src/react/enduser.ts') },
      { find: /^platform-client\/chat$/, replacement: fromHere('../../src/chat/index.ts') },
      { find: /^platform-client\/upload$/, replacement: fromHere('../../src/upload/index.ts') },
      { find: /^platform-client\/query\/(admin|public|enduser)$/, replacement: fromHere('../../src/query/$1.ts') },
      // The generated code's way into the runtime (package.json `imports`, which name dist/).
      { find: /^#runtime\/(core|query|react)$/, replacement: fromHere('../../src/$1/runtime.ts') },
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    fs: { allow: [fromHere('../..')] },
  },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { outDir: fromHere('dist'), emptyOutDir: true, chunkSizeWarningLimit: 1024 },
});
