// The guide's Storybook recipe, run as a user runs it (part of scripts/smoke-tarball.mjs): its
// preview and stories, taken from docs/guide.md (the one source), beside the fixture's main.js and
// component (tests/package/storybook), built with `storybook build` against the packed tarball, and
// the built stories opened in Chromium: the signed-in story shows the demo seed's request actions,
// the story whose override answers shows the override's error.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { launchChromium } from './chromium.mjs';

/** Files of the guide's Storybook section: each ```jsx block whose first line is `// <path>`. */
export function storybookFiles(guide) {
  const section = guide.slice(
    guide.indexOf('### Storybook'),
    guide.indexOf('\n### ', guide.indexOf('### Storybook') + 1),
  );
  const files = [...section.matchAll(/```jsx\n\/\/ (\S+)\n([\s\S]*?)```/g)].map(([, file, code]) => [file, code]);
  if (files.length < 2)
    throw new Error(`docs/guide.md's Storybook section gives ${files.length} files, not a preview and stories`);
  return files;
}

/** How many request actions the mock's demo seed holds, as its admin reads them through the package. */
async function demoRequestActions(consumer) {
  const from = (entry) => import(path.join(consumer, 'node_modules/platform-client/dist', entry));
  const { startMockPlatform } = await from('mock/index.js');
  const { createAdminClient } = await from('src/index.js');
  const mock = await startMockPlatform({ seed: 'demo' });
  try {
    const admin = await createAdminClient({
      baseUrl: mock.urls.admin,
      projectId: mock.projectId,
      ...mock.credentials.admin,
    });
    const { data } = await admin.GET('/request-action');
    return data.total;
  } finally {
    await mock.close();
  }
}

/** Serves `dir` on loopback (a service worker needs http, not file:). */
function serve(dir) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.mjs': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
  };
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** What a person sees of one built story, once `expected` shows (or the wait ends). */
async function storyText(browser, origin, id, expected) {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/iframe.html?id=${id}&viewMode=story`);
    const root = page.locator('#storybook-root');
    await root
      .getByText(expected)
      .waitFor({ timeout: 60_000 })
      .catch(() => {});
    return (await root.innerText()).trim();
  } finally {
    await page.close();
  }
}

/**
 * Builds and renders the guide's stories in `consumer` (the tarball installed, with storybook,
 * @storybook/react-vite, msw-storybook-addon and msw). Returns the lines to print; throws on a failure.
 */
export async function smokeStorybook({ root, consumer, node }) {
  const dir = path.join(consumer, 'storybook');
  fs.cpSync(path.join(root, 'tests/package/storybook'), dir, { recursive: true });
  for (const [file, code] of storybookFiles(fs.readFileSync(path.join(root, 'docs/guide.md'), 'utf8'))) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), code);
  }
  const run = (args) => {
    const result = spawnSync(node, args, {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  };
  run([path.join(consumer, 'node_modules/msw/cli/index.js'), 'init', 'public', '--no-save']);
  const started = performance.now();
  run([
    path.join(consumer, 'node_modules/storybook/dist/bin/dispatcher.js'),
    'build',
    '--test',
    '--quiet',
    '-o',
    'storybook-static',
  ]);
  const built = ((performance.now() - started) / 1000).toFixed(1);

  const server = await serve(path.join(dir, 'storybook-static'));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await launchChromium();
  try {
    const stories = [
      ['requestlist--signed-in', `${await demoRequestActions(consumer)} request actions`],
      ['requestlist--list-down', 'The list is down'],
    ];
    const lines = [];
    for (const [id, expected] of stories) {
      const text = await storyText(browser, origin, id, expected);
      if (!text.includes(expected))
        throw new Error(`story ${id} shows ${JSON.stringify(text.slice(0, 200))}, not "${expected}"`);
      lines.push(`${id}: "${text.split('\n')[0]}"`);
    }
    return [
      `smoke: the guide's Storybook recipe builds (storybook build ${built} s) and renders in Chromium: ${lines.join('; ')}`,
    ];
  } finally {
    await browser.close();
    server.close();
  }
}
