// `npm run docs` in real Chromium, offline: a request to any other origin is refused AND fails
// the test; every link between and within the pages lands on a heading; every operation is in
// its reference's menu; no code block is wider than its column. Screenshots of each page (the
// guide at 1280 and 390 px) go to test-results/docs/ (git-ignored).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBundle, root, type Surface } from '../support/prism.js';

const out = path.join(root, 'dist-docs');
const shots = path.join(root, 'test-results', 'docs');
const guideSource = fs.readFileSync(path.join(root, 'docs/guide.md'), 'utf8');
let server: http.Server;
let base: string;
let browser: Browser;

beforeAll(async () => {
  const built = spawnSync(path.join(root, 'node_modules/.bin/node'), ['scripts/docs.mjs'], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(built.status, built.stderr).toBe(0);
  server = http.createServer((req, res) => {
    const file = path.join(
      out,
      path.normalize(new URL(req.url!, 'http://x').pathname).replace(/^\/+/, '') || 'index.html',
    );
    if (!file.startsWith(out) || !fs.existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
  fs.mkdirSync(shots, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((r) => server?.close(() => r()));
});

/** Opens a page; every request that would leave the docs' origin is refused and noted. */
async function open(page: string, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const tab = await context.newPage();
  const otherOrigin: string[] = [];
  await tab.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(`${base}/`) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    otherOrigin.push(url);
    return route.abort();
  });
  const errors: string[] = [];
  tab.on('pageerror', (e) => errors.push(String(e)));
  tab.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  await tab.goto(`${base}/${page}`, { waitUntil: 'load' });
  return { context, tab, otherOrigin, errors };
}

/**
 * Every link of the page that stays on this site, resolved: the file must be served, and the
 * fragment (on this page or another) must be the id of a heading. Returns what is broken.
 */
async function brokenLinks(tab: Page, selector = 'a[href]') {
  const hrefs = await tab.locator(selector).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const broken: string[] = [];
  for (const href of new Set(hrefs)) {
    if (!href.startsWith(`${base}/`)) continue; // another site: a link out, never loaded by the page
    const url = new URL(href);
    const here = url.pathname === new URL(tab.url()).pathname;
    let html: string;
    if (here) html = await tab.content();
    else {
      const res = await fetch(`${base}${url.pathname}`);
      if (!res.ok) {
        broken.push(`${href}: no such page`);
        continue;
      }
      html = await res.text();
    }
    if (!url.hash) continue;
    const id = decodeURIComponent(url.hash.slice(1));
    const heading = new RegExp(`<h[1-6][^>]*\\bid="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`);
    if (!heading.test(html)) broken.push(`${href}: no heading with id "${id}"`);
  }
  return broken;
}

/** Code blocks wider than their column, or scrolling sideways, and whether the page does. */
function overflow(tab: Page) {
  return tab.evaluate(() => {
    const column = document.querySelector('main')!.getBoundingClientRect();
    const blocks = [...document.querySelectorAll('main pre')].map((pre, i) => {
      const box = pre.getBoundingClientRect();
      return {
        i,
        first: (pre.textContent ?? '').split('\n')[0],
        outside: box.left < column.left - 0.5 || box.right > column.right + 0.5,
        scrolls: pre.scrollWidth > pre.clientWidth,
      };
    });
    return { blocks, pageScrolls: document.documentElement.scrollWidth > window.innerWidth };
  });
}

/** The parameter names of a generated hook (`<TData = …>(id: …, params?: …) : …`), in order. */
function argumentNames(declaration: string): string[] {
  let i = 0;
  if (declaration.startsWith('<')) {
    for (let depth = 0; i < declaration.length; i++) {
      if (declaration[i] === '<') depth++;
      else if (declaration[i] === '>' && declaration[i - 1] !== '=' && --depth === 0) break;
    }
    i++;
  }
  const names: string[] = [];
  let depth = 0;
  let start = i + 1;
  for (i = start; i < declaration.length; i++) {
    const c = declaration[i]!;
    if ('(<[{'.includes(c)) depth++;
    else if (')>]}'.includes(c) && declaration[i - 1] !== '=') {
      if (depth === 0) break;
      depth--;
    } else if (c === ',' && depth === 0) {
      names.push(declaration.slice(start, i));
      start = i + 1;
    }
  }
  names.push(declaration.slice(start, i));
  // A formatted declaration ends its last parameter with a comma too.
  return names.filter((n) => n.trim()).map((n) => /^\s*(\w+\??):/.exec(n)![1]!);
}

/** The argument names of `name(` as the hooks page's signature block shows them. */
function shownArguments(text: string, name: string): string[] {
  const block = text.slice(text.indexOf(`${name}(\n`)).split('\n)')[0]!;
  return [...block.matchAll(/^ {2}(\w+\??):/gm)].map((a) => a[1]!);
}

describe('docs', () => {
  it('the index links the guide and the four references, each of which exists', async () => {
    const { context, tab, otherOrigin, errors } = await open('index.html');
    for (const name of ['The guide', 'Admin API', 'Public API', 'Private API', 'End-user API']) {
      await expect(tab.locator('main').getByRole('link', { name, exact: true }).count()).resolves.toBe(1);
    }
    expect(await brokenLinks(tab)).toEqual([]);
    await tab.screenshot({ path: path.join(shots, 'index-1280.png') });
    expect(otherOrigin).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the guide: every section, a table of contents of every ## heading, highlighted code, links that land', async () => {
    const { context, tab, otherOrigin, errors } = await open('guide.html');
    for (const heading of [
      'The four clients',
      'Admin',
      'Public',
      'Private',
      'End user',
      'React hooks',
      'Chat',
      'Errors and retries',
      'The mock platform',
      'After a contract change',
    ]) {
      await expect(tab.locator('main').getByRole('heading', { name: heading, exact: true }).count()).resolves.toBe(1);
    }
    // The table of contents lists every `## ` of the Markdown, in order, sections appended later included.
    const sections = [...guideSource.matchAll(/^## (.+)$/gm)].map((m) => m[1]!.replace(/`/g, ''));
    const toc = await tab.locator('.toc > ol > li > a').allInnerTexts();
    expect(toc).toEqual(sections);
    // Every heading has an id, and the contents link to each.
    const headings = await tab.locator('main :is(h2, h3)').evaluateAll((hs) => hs.map((h) => h.id));
    expect(headings.every((id) => id.length > 0)).toBe(true);
    const tocTargets = await tab.locator('.toc a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(tocTargets).toEqual(headings.map((id) => `#${id}`));
    await tab.screenshot({ path: path.join(shots, 'guide-1280.png'), fullPage: true });
    await tab.screenshot({ path: path.join(shots, 'guide-1280-top.png') });
    // The link written in the Markdown goes where it says.
    await tab.locator('main a[href="#errors-and-retries"]').first().click();
    await expect(tab.evaluate(() => location.hash)).resolves.toBe('#errors-and-retries');
    // ...and shows that heading below the bar, not under it.
    await tab.waitForFunction(() => window.scrollY > 0);
    const bar = await tab.locator('.docs-bar').boundingBox();
    const target = await tab.locator('#errors-and-retries').boundingBox();
    expect(target!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    expect(target!.y).toBeLessThan(200);
    expect(await brokenLinks(tab)).toEqual([]);
    // Highlighted at build time: TypeScript keywords in their own colour, no script on the page.
    const keyword = await tab
      .locator('main pre.shiki span', { hasText: /^import$/ })
      .first()
      .evaluate((s) => getComputedStyle(s).color);
    const plain = await tab
      .locator('main pre.shiki')
      .first()
      .evaluate((p) => getComputedStyle(p).color);
    expect(keyword).not.toBe(plain);
    await expect(tab.locator('script').count()).resolves.toBe(0);
    // Every block is one column wide at 1280 px: none scrolls sideways.
    const wide = await overflow(tab);
    expect(wide.blocks.length).toBe((guideSource.match(/^ *```/gm) ?? []).length / 2); // every fenced block
    expect(wide.blocks.filter((b) => b.outside || b.scrolls)).toEqual([]);
    expect(wide.pageScrolls).toBe(false);
    expect(otherOrigin).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('the guide reads at 390 px: the page never scrolls sideways, code blocks stay in the column', async () => {
    const { context, tab, otherOrigin } = await open('guide.html', 390);
    const narrow = await overflow(tab);
    expect(narrow.pageScrolls).toBe(false);
    expect(narrow.blocks.filter((b) => b.outside)).toEqual([]);
    // On a narrow screen the contents fold into one line above the text (the sidebar is hidden):
    // the title is on the first screen; opened, every section is there and its links land.
    expect(await tab.locator('.toc').isVisible()).toBe(false);
    const fold = tab.locator('.toc-fold');
    const folded = (await fold.boundingBox())!;
    const main = (await tab.locator('main').boundingBox())!;
    expect(folded.y + folded.height).toBeLessThanOrEqual(main.y);
    expect(folded.height).toBeLessThan(60);
    expect(folded.width).toBeLessThanOrEqual(390);
    expect(await tab.locator('main h1').isVisible()).toBe(true);
    expect((await tab.locator('main h1').boundingBox())!.y).toBeLessThan(300);
    await tab.screenshot({ path: path.join(shots, 'guide-390-top.png') });
    await fold.getByText('Contents').click();
    const sections = [...guideSource.matchAll(/^## (.+)$/gm)].map((m) => m[1]!.replace(/`/g, ''));
    expect(await fold.locator(':scope > ol > li > a').allInnerTexts()).toEqual(sections);
    expect(await brokenLinks(tab, '.toc-fold a')).toEqual([]);
    await tab.screenshot({ path: path.join(shots, 'guide-390-contents.png') });
    await fold.getByText('Contents').click();
    await tab.screenshot({ path: path.join(shots, 'guide-390.png'), fullPage: true });
    await tab.locator('#chat').scrollIntoViewIfNeeded();
    await tab.screenshot({ path: path.join(shots, 'guide-390-chat.png') });
    expect(otherOrigin).toEqual([]);
    await context.close();
  }, 120_000);

  it('the hooks reference lists every generated hook and options function, and the references link each operation to it', async () => {
    const { context, tab, otherOrigin, errors } = await open('hooks.html');
    const text = await tab.locator('main').innerText();
    for (const surface of ['admin', 'public', 'enduser']) {
      const generated = ['queries.ts', 'mutations.ts']
        .map((file) => fs.readFileSync(path.join(root, 'generated/react', surface, file), 'utf8'))
        .join('\n');
      const query = fs.readFileSync(path.join(root, 'generated/query', surface, 'index.ts'), 'utf8');
      const names = [
        ...generated.matchAll(/^export const (use\w+)/gm),
        ...query.matchAll(/^export const (\w+(?:QueryOptions|Mutation|MutationOptions))\b/gm),
      ].map((m) => m[1]!);
      expect(names.length).toBeGreaterThan(10);
      expect(names.filter((n) => !text.includes(n))).toEqual([]);
    }
    await expect(tab.locator('main h3#admin-getRequestAction').innerText()).resolves.toBe('useGetRequestAction');
    await expect(tab.locator('main h3#admin-getRequestAction + p').innerText()).resolves.toContain(
      'GET /request-action/{id}',
    );
    expect(await brokenLinks(tab, 'main a[href^="#"], main a[href^="guide.html"], .toc a')).toEqual([]);
    await tab.screenshot({ path: path.join(shots, 'hooks-1280.png') });
    expect(otherOrigin).toEqual([]);
    expect(errors).toEqual([]);
    // From the admin reference: every operation's text links to its hooks (in the page's data; Redoc
    // renders the sections near the view), and a link, clicked, lands on that hook's heading.
    const html = await (await fetch(`${base}/admin.html`)).text();
    const linked = new Set([...html.matchAll(/hooks\.html#(admin-\w+)/g)].map((m) => m[1]!));
    const operations = Object.values(readBundle('admin').paths).flatMap((item) =>
      Object.keys(item).filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m)),
    );
    expect(linked.size).toBe(operations.length);
    const headings = await tab.locator('main h3').evaluateAll((hs) => hs.map((h) => h.id));
    expect([...linked].filter((id) => !headings.includes(id))).toEqual([]);
    const admin = await open('admin.html#operation/getRequestAction');
    const link = admin.tab.locator('a[href="hooks.html#admin-getRequestAction"]').first();
    await link.waitFor({ state: 'visible' });
    await link.click();
    await admin.tab.waitForURL(/hooks\.html#admin-getRequestAction$/);
    await expect(admin.tab.locator('h3#admin-getRequestAction').isVisible()).resolves.toBe(true);
    await context.close();
    await admin.context.close();
  }, 90_000);

  it('the hooks reference gives every hook its signature, the generated argument list, and an example; no sideways scroll at 390 px', async () => {
    const { context, tab, otherOrigin, errors } = await open('hooks.html', 390);
    const narrow = await overflow(tab);
    expect(narrow.pageScrolls).toBe(false);
    expect(narrow.blocks.filter((b) => b.outside)).toEqual([]);
    // The argument positions differ by whether the operation has query parameters: the admin's
    // GET /request-action/{id} has projectId, the end user's has none.
    const signature = (id: string) => tab.locator(`main h3#${id} ~ pre.signature`).first().innerText();
    await expect(signature('admin-getRequestAction')).resolves.toContain(
      'useGetRequestAction(\n  id: string,\n  params?: GetRequestActionParams,\n  options?: QueryArgs<GetRequestActionQueryResult>,\n  queryClient?: QueryClient,\n): UseQueryResult<GetRequestActionQueryResult, GetRequestActionError>',
    );
    await expect(signature('enduser-getRequestAction')).resolves.toContain(
      'useGetRequestAction(\n  id: string,\n  options?: QueryArgs<GetRequestActionQueryResult>,',
    );
    await expect(signature('enduser-listActiveHolidays')).resolves.toContain('  params: ListActiveHolidaysParams,\n');
    await expect(tab.locator('main h3#enduser-listActiveHolidays ~ pre.example').first().innerText()).resolves.toMatch(
      /^import \{ useListActiveHolidays \} from 'platform-client\/react\/enduser';\n\nconst \{ data, error, isPending \} = useListActiveHolidays\(\{ startDate: '[\d-]+', endDate: '[\d-]+' \}\);$/,
    );
    await expect(
      tab.locator('main h3#enduser-addRequestActionComment ~ pre.example').first().innerText(),
    ).resolves.toContain("mutate({ id, data: { text: '");
    // Every hook's arguments as the page shows them are the generated hook's, in order.
    const blocks = await tab.locator('main pre.signature').evaluateAll((pres) =>
      pres.map((pre) => {
        let h = pre.previousElementSibling;
        while (h && h.tagName !== 'H3') h = h.previousElementSibling;
        return { surface: (h?.id ?? '').split('-')[0]!, text: (pre as HTMLElement).innerText };
      }),
    );
    const shown = new Map<string, string[]>();
    for (const { surface, text } of blocks) {
      for (const m of text.matchAll(/^(use\w+)\(\n/gm)) shown.set(`${surface} ${m[1]}`, shownArguments(text, m[1]!));
    }
    let checked = 0;
    for (const surface of ['admin', 'public', 'enduser']) {
      // The React layer writes its query hooks and its mutation hooks apart (a reading page imports no mutation code).
      const code = ['queries.ts', 'mutations.ts']
        .map((file) => fs.readFileSync(path.join(root, 'generated/react', surface, file), 'utf8'))
        .join('\n');
      // Formatted, a declaration spans lines: its parameters end at a line that starts with `)`
      // (the declared result may follow on it or below), or on one line at its `=>`.
      for (const [, name, declaration] of code.matchAll(/^export const (use\w+) = ([\s\S]+?(?:\n\)|=>$))/gm)) {
        expect([surface, name, shown.get(`${surface} ${name}`)]).toEqual([surface, name, argumentNames(declaration!)]);
        checked++;
      }
    }
    expect(checked).toBe(shown.size);
    expect(checked).toBeGreaterThan(300);
    await tab.locator('main h3#admin-getRequestAction').scrollIntoViewIfNeeded();
    await tab.screenshot({ path: path.join(shots, 'hooks-390.png') });
    expect(otherOrigin).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('the changes page: offline, in the bar, its links land, no sideways scroll at 390 px', async () => {
    const { context, tab, otherOrigin, errors } = await open('changes.html', 390);
    await expect(
      tab.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Changes' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await expect(tab.locator('main h1').innerText()).resolves.toMatch(/^Contract changes since /);
    expect(await brokenLinks(tab)).toEqual([]);
    expect((await overflow(tab)).pageScrolls).toBe(false);
    await tab.screenshot({ path: path.join(shots, 'changes-390.png') });
    expect(otherOrigin).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each<Surface>(['admin', 'public', 'private', 'enduser'])(
    'the %s reference shows every operation, offline, and links home',
    async (surface) => {
      const { context, tab, errors, otherOrigin } = await open(`${surface}.html`);
      await tab.locator('.menu-content').waitFor({ timeout: 30_000 });
      const doc = readBundle(surface) as ReturnType<typeof readBundle> & { tags: { name: string }[] };
      const operations = Object.values(doc.paths).flatMap(
        (item) =>
          Object.values(item).filter((op: any) => op?.operationId) as {
            summary: string;
            tags: string[];
            operationId: string;
            'x-permission'?: any;
          }[],
      );
      const summaries = operations.map((op) => op.summary);
      // Open every tag group of the menu, as a reader would (one at a time: opening one closes the
      // others), and note the operations it lists.
      const menu = tab.locator('.menu-content');
      await menu.getByText('Search Ctrl+K').waitFor({ timeout: 30_000 }); // the page has come alive
      let text = '';
      let lastShown = '';
      for (const { name } of doc.tags) {
        const first = operations.find((op) => op.tags[0] === name);
        if (!first) continue;
        await menu
          .getByText(name, { exact: true })
          .first()
          .click({ timeout: 10_000 })
          .catch((e: Error) => {
            throw new Error(`could not open the ${name} group: ${e.message.split('\n')[0]}`);
          });
        await menu.getByText(first.summary, { exact: true }).first().waitFor({ state: 'visible', timeout: 10_000 });
        text += `\n${await menu.innerText()}`;
        lastShown = first.summary;
      }
      await tab.screenshot({ path: path.join(shots, `${surface}-1280.png`) });
      const missing = summaries.filter((summary) => !text.includes(summary));
      expect(missing).toEqual([]);
      // And choosing an operation in the menu shows its section.
      await menu.getByText(lastShown, { exact: true }).first().click();
      await tab.getByRole('heading', { name: lastShown }).first().waitFor({ state: 'visible', timeout: 10_000 });
      // An admin operation says the permission it needs (its `x-permission`), first in its section.
      const shown = operations.find((op) => op.summary === lastShown)!;
      const permission = shown['x-permission'];
      if (surface === 'admin') {
        expect(permission).toBeDefined();
        const line =
          permission === 'own'
            ? 'Permission: none beyond signing in'
            : `Permission: ${permission.resource} ${permission.action} at level ${permission.verb}`;
        await tab.getByText(line).first().waitFor({ state: 'visible', timeout: 10_000 });
      } else {
        expect(permission).toBeUndefined();
        expect(await tab.locator('body').innerText()).not.toContain('Permission:');
      }
      // The bar leads back to the index and the guide, and its links land.
      const bar = tab.getByRole('navigation', { name: 'Docs' });
      await expect(bar.getByRole('link', { name: 'Docs home' }).getAttribute('href')).resolves.toBe('index.html');
      await expect(bar.getByRole('link', { name: 'Guide' }).getAttribute('href')).resolves.toBe('guide.html');
      // It stays in view however far the reader has gone (the menu click above scrolled the page).
      await expect(tab.evaluate(() => window.scrollY)).resolves.toBeGreaterThan(0);
      expect((await bar.boundingBox())!.y).toBe(0);
      expect(await brokenLinks(tab, '.docs-bar a[href]')).toEqual([]);
      // Nothing was asked of another origin (Redocly's logo and icons included), and nothing failed.
      expect(otherOrigin).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
    90_000,
  );
});
