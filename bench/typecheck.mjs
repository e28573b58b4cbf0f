// What type-checking costs a user: `tsc --extendedDiagnostics` on one consumer file that calls
// 20 admin operations (12 GETs, 8 mutations), as the package's declarations give them
// (`skipLibCheck` as apps set it): through the fetchers alone, through the fetchers and the
// hooks, and through openapi-fetch on the same `paths` type. The declarations are built here,
// from the tree as it is, into a copy of the package under node_modules/.cache (incremental: about
// 30 s of CPU the first time, a few seconds after), so neither `npm run build` nor a stale dist/
// plays a part.
// The figure is TypeScript's "Instantiations" count (deterministic for a given tree and
// TypeScript version), with its check time beside it (which is not).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const id = `'660000000000000000000002'`;
/** The 20 operations: the fetcher call and the hook call of each. */
const OPERATIONS = [
  [
    `admin.GET('/request-action', { params: { query: { statuses: ['pending'] } } })`,
    `h.useListRequestActions({ statuses: ['pending'] })`,
  ],
  [`admin.GET('/request-action/{id}', { params: { path: { id: ${id} } } })`, `h.useGetRequestAction(${id})`],
  [`admin.GET('/auth/user')`, `h.useListUsers()`],
  [`admin.GET('/auth/user/{id}', { params: { path: { id: ${id} } } })`, `h.useGetUser(${id})`],
  [`admin.GET('/auth/admin')`, `h.useListAdmins()`],
  [`admin.GET('/auth/admin/{id}', { params: { path: { id: ${id} } } })`, `h.useGetAdmin(${id})`],
  [`admin.GET('/v2/conversations')`, `h.useListConversations()`],
  [
    `admin.GET('/conversations/{id}/messages', { params: { path: { id: ${id} } } })`,
    `h.useListConversationMessages(${id})`,
  ],
  [`admin.GET('/cms/model')`, `h.useListCmsModels()`],
  [`admin.GET('/cms/model/{id}', { params: { path: { id: ${id} } } })`, `h.useGetCmsModel(${id})`],
  [`admin.GET('/auth/role')`, `h.useListRoles()`],
  [`admin.GET('/project/{id}', { params: { path: { id: ${id} } } })`, `h.useGetProject(${id})`],
  [
    `admin.POST('/request-action', { body: { type: 'visit', title: 'Visit' } })`,
    `h.useCreateRequestAction().mutateAsync({ data: { type: 'visit', title: 'Visit' } })`,
  ],
  [
    `admin.PUT('/request-action/{id}', { params: { path: { id: ${id} } }, body: { title: 'New' } })`,
    `h.useUpdateRequestAction().mutateAsync({ id: ${id}, data: { title: 'New' } })`,
  ],
  [
    `admin.POST('/request-action/{id}/add-comment', { params: { path: { id: ${id} } }, body: { text: 'Hi' } })`,
    `h.useAddRequestActionComment().mutateAsync({ id: ${id}, data: { text: 'Hi' } })`,
  ],
  [
    `admin.PUT('/request-action/{id}/seen', { params: { path: { id: ${id} } }, body: { version: 1 } })`,
    `h.useMarkRequestActionSeen().mutateAsync({ id: ${id}, data: { version: 1 } })`,
  ],
  [
    `admin.DELETE('/auth/user/{id}', { params: { path: { id: ${id} } } })`,
    `h.useDeleteUser().mutateAsync({ id: ${id} })`,
  ],
  [
    `admin.PUT('/conversations/{id}', { params: { path: { id: ${id} } }, body: { title: 'Lease' } })`,
    `h.useUpdateConversation().mutateAsync({ id: ${id}, data: { title: 'Lease' } })`,
  ],
  [
    `admin.POST('/auth/role', { body: { name: 'Editor' } })`,
    `h.useCreateRole().mutateAsync({ data: { name: 'Editor' } })`,
  ],
  [
    `admin.DELETE('/auth/role/{id}', { params: { path: { id: ${id} } } })`,
    `h.useDeleteRole().mutateAsync({ id: ${id} })`,
  ],
];

/**
 * The same call for openapi-fetch, which has no client-held projectId: the contract's required
 * `projectId` query parameter is given in the call (every operation here but GET /project/{id}).
 */
function withProjectId(call) {
  if (call.includes("'/project/{id}'")) return call;
  if (call.includes('query: { ')) return call.replace('query: { ', "query: { projectId: 'p', ");
  if (call.includes('{ params: { ')) return call.replace('{ params: { ', "{ params: { query: { projectId: 'p' }, ");
  if (call.includes(', { body')) return call.replace(', { body', ", { params: { query: { projectId: 'p' } }, body");
  return call.replace(/\)$/, ", { params: { query: { projectId: 'p' } } })");
}

const FILES = {
  fetchers: `import type { AdminClient } from 'platform-client';
declare const admin: AdminClient;
export async function calls() {
${OPERATIONS.map(([f], i) => `  const r${i} = await ${f};\n  r${i}.data;`).join('\n')}
}
`,
  'fetchers-and-hooks': `import type { AdminClient } from 'platform-client';
import * as h from 'platform-client/react/admin';
declare const admin: AdminClient;
export async function calls() {
${OPERATIONS.map(([f], i) => `  const r${i} = await ${f};\n  r${i}.data;`).join('\n')}
}
export function useEverything() {
${OPERATIONS.map(([, hook], i) => `  const h${i} = ${hook};`).join('\n')}
  return [${OPERATIONS.map((_, i) => `h${i}`).join(', ')}];
}
`,
  'openapi-fetch': `import createClient from 'openapi-fetch';
import type { paths } from './admin-types.js';
const admin = createClient<paths>({ baseUrl: 'https://api.example.ge' });
export async function calls() {
${OPERATIONS.map(([f], i) => `  const r${i} = await ${withProjectId(f)};\n  r${i}.data;`).join('\n')}
}
`,
};

const tsc = (root) => path.join(root, 'node_modules/typescript/lib/tsc.js');

/**
 * The package as a user installs it, declarations only: package.json (its exports and imports)
 * and `dist/` as `npm run build` lays it out. Returns the package's directory.
 */
function buildDeclarations(root) {
  const pkg = path.join(root, 'node_modules', '.cache', 'platform-client-bench', 'typecheck-package');
  fs.mkdirSync(pkg, { recursive: true });
  fs.copyFileSync(path.join(root, 'package.json'), path.join(pkg, 'package.json'));
  execFileSync(
    process.execPath,
    [
      tsc(root),
      '-p',
      path.join(root, 'tsconfig.build.json'),
      '--emitDeclarationOnly',
      '--outDir',
      path.join(pkg, 'dist'),
      '--incremental',
      '--tsBuildInfoFile',
      path.join(pkg, 'tsbuildinfo.json'),
    ],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  return pkg;
}

/** Instantiations and check time of each consumer file. */
export function benchTypecheck(root) {
  const pkg = buildDeclarations(root);
  const dir = path.join(root, '.tmp', 'typecheck-bench');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
  // The package beside the repository's own node_modules for react-query, react and openapi-fetch.
  fs.symlinkSync(pkg, path.join(dir, 'node_modules', 'platform-client'), 'dir');
  for (const dep of ['@tanstack', 'react', '@types', 'openapi-fetch', 'openapi-typescript-helpers']) {
    fs.symlinkSync(path.join(root, 'node_modules', dep), path.join(dir, 'node_modules', dep), 'dir');
  }
  const results = {};
  for (const [name, text] of Object.entries(FILES)) {
    const file = path.join(dir, `${name}.ts`);
    // openapi-fetch gets the same contract's types, as its users generate them.
    fs.writeFileSync(file, text);
    fs.copyFileSync(path.join(pkg, 'dist/generated/types/admin.d.ts'), path.join(dir, 'admin-types.d.ts'));
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM'],
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          skipLibCheck: true,
          noEmit: true,
          types: [],
          jsx: 'react-jsx',
        },
        files: [`${name}.ts`],
      }),
    );
    const out = execFileSync(process.execPath, [tsc(root), '-p', dir, '--extendedDiagnostics'], { encoding: 'utf8' });
    const figure = (label) => Number(new RegExp(`^${label}:\\s+([\\d.]+)`, 'm').exec(out)?.[1]);
    results[name] = { instantiations: figure('Instantiations'), checkSeconds: figure('Check time') };
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  console.log(JSON.stringify(benchTypecheck(root), null, 2));
}
