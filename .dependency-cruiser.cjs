// The import rules of docs/architecture.md, checked by dependency-cruiser on every `npm test`
// (the "import rules" step): each folder of src/ and generated/ may import only what its row
// allows; any other arrow fails. Change a rule here and its arrow in docs/architecture.md together.
// tests/unit/architecture.test.ts proves each rule fails on a forbidden arrow.

/** A folder may import itself and the places listed: anything else is a forbidden arrow. */
const only = (name, from, allowed, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { pathNot: `^(${allowed.join('|')})`, dependencyTypesNot: ['core'], couldNotResolve: false },
});

const pkg = (name) => `node_modules/${name.replace(/\./g, '\\.')}/`;

module.exports = {
  forbidden: [
    only(
      'core-imports-only-core',
      '^src/core/',
      ['src/core/', pkg('openapi-typescript-helpers')],
      'core/ is the bottom: the clients hand it their operation tables; it knows no client, React, chat or mock.',
    ),
    only(
      'conventions-use-core',
      '^src/conventions/',
      ['src/conventions/', 'src/core/', 'generated/types/'],
      'conventions/ are data and rules the clients apply.',
    ),
    only(
      'clients-use-core-and-conventions',
      '^src/clients/',
      ['src/clients/', 'src/core/', 'src/conventions/', 'generated/operations/', 'generated/types/'],
      "a client is a transport plus its kind's auth, session and projectId.",
    ),
    only(
      'helpers-use-clients',
      '^src/helpers/',
      ['src/helpers/', 'src/clients/', 'src/core/', 'src/conventions/', 'generated/types/'],
      'helpers are built on a client.',
    ),
    only(
      'chat-uses-core',
      '^src/chat/',
      ['src/chat/', 'src/core/', 'generated/operations/', 'generated/types/', pkg('socket.io-client')],
      "chat is its own transport (Socket.IO) over the core's checks, errors and revival.",
    ),
    only(
      'upload-uses-core',
      '^src/upload/',
      ['src/upload/', 'src/core/'],
      'upload progress is a second way to send under the one transport: a client `fetch`, knowing only the core.',
    ),
    only(
      'zod-entries-use-core',
      '^src/zod/',
      ['src/zod/', 'src/core/', 'generated/zod/'],
      "the schema entry points add the core's check to the generated schemas.",
    ),
    only(
      'query-uses-clients-and-core',
      '^src/query/',
      [
        'src/query/',
        'src/clients/',
        'src/core/',
        'generated/query/',
        'generated/types/',
        pkg('openapi-typescript-helpers'),
        pkg('@tanstack/react-query'),
      ],
      'query keys, options and mutation definitions import no React (`platform-client/query/*` runs on servers).',
    ),
    only(
      'react-uses-query-clients-core-chat',
      '^src/react/',
      [
        'src/react/',
        'src/query/',
        'src/clients/',
        'src/core/',
        'src/chat/',
        'generated/react/',
        'generated/types/',
        'generated/operations/',
        pkg('react'),
        pkg('@tanstack/react-query'),
      ],
      "the React adapter sends through the clients' transport.",
    ),
    only(
      'persist-uses-query-and-core',
      '^src/persist/',
      [
        'src/persist/',
        'src/query/',
        'src/core/',
        'generated/operations/',
        'generated/persist/',
        'generated/query/',
        pkg('@tanstack/query-persist-client-core'),
        pkg('@tanstack/react-query'),
      ],
      "the persisted cache revives by the operations' revivers and resumes the generated mutations; no React.",
    ),
    only(
      'generated-persist-stands-alone',
      '^generated/persist/',
      ['generated/persist/'],
      'the persist tables are plain data.',
    ),
    only(
      'mock-uses-clients-and-core',
      '^mock/',
      [
        'mock/',
        'src/clients/',
        'src/core/',
        'generated/',
        pkg('ajv'),
        pkg('qs'),
        pkg('socket.io'),
        pkg('engine.io-parser'),
        pkg('socket.io-parser'),
        pkg('@faker-js/faker'),
        pkg('msw'),
        pkg('@types/node'),
      ],
      "the mock platform applies the admin client's permission rule; Node built-ins are allowed here only.",
    ),
    only(
      'entries-use-the-sdk',
      '^src/(index|index\\.browser|platform|private|sdk)\\.ts$',
      ['src/sdk.ts', 'src/clients/', 'src/core/', 'src/helpers/', 'src/conventions/'],
      'the main entry points carry no React, chat, zod or mock.',
    ),
    only(
      'generated-operations-use-core',
      '^generated/operations/',
      ['generated/operations/', 'src/core/runtime\\.ts$'],
      "operation tables are built from the core's revival helpers, imported as `#runtime/core`.",
    ),
    only(
      'generated-hooks-use-react',
      '^generated/react/',
      ['generated/', 'src/react/runtime\\.ts$', 'src/query/runtime\\.ts$', pkg('@tanstack/react-query')],
      'generated hooks send through the React adapter.',
    ),
    only(
      'generated-queries-use-query',
      '^generated/query/',
      ['generated/', 'src/query/runtime\\.ts$', pkg('@tanstack/react-query')],
      'generated query modules are React-free, as src/query/ is.',
    ),
    only(
      'generated-type-tests-use-the-entries',
      '^generated/type-tests/',
      ['generated/', 'src/', 'tests/types/hook-checks\\.ts$', pkg('zod'), pkg('openapi-typescript-helpers')],
      'the generated type tests check the public fetchers against the hooks, in the checks of tests/types/hook-checks.ts.',
    ),
    only('generated-schemas-use-zod', '^generated/zod/', ['generated/', pkg('zod')], 'schemas are zod only.'),
    only(
      'generated-types-stand-alone',
      '^generated/types/',
      ['generated/types/'],
      'types come from the contracts alone.',
    ),
    {
      name: 'generated-code-reaches-src-by-package-import',
      comment:
        'shipped generated code reaches the runtime through package.json `imports` (`#runtime/core`, `#runtime/query`, `#runtime/react`), never by a path into src/, so the layout of src/ is no part of its contract.',
      severity: 'error',
      from: { path: '^generated/', pathNot: '^generated/type-tests/' },
      to: { path: '^src/', dependencyTypesNot: ['aliased'] },
    },
    {
      name: 'mock-chat-knows-no-domain',
      comment:
        "the mock's chat (its rules and both doors) is handed its rooms (startMockPlatform and createMockHandlers wire the conversations domain); it imports no domain.",
      severity: 'error',
      from: { path: '^mock/(chat|chat-session|msw-chat)\\.ts$' },
      to: { path: '^mock/domains/' },
    },
    {
      name: 'mock-domains-import-no-domain',
      comment:
        'a domain of the mock (a folder of mock/domains/: its tables, seed and handlers) imports no other domain: what two share (accounts, the table helper, list parameters, CMS entries) lives beside them in mock/; only domains/index.ts (and domains/tables.ts, the tables alone) wires them together.',
      severity: 'error',
      from: { path: '^mock/domains/([^/]+)', pathNot: '^mock/domains/(index|tables)\\.ts$' },
      to: { path: '^mock/domains/', pathNot: '^mock/domains/$1/' },
    },
    {
      name: 'mock-core-is-web-standard',
      comment:
        "the mock's core, router and domains speak Request and Response; only its node:http door (startMockPlatform, node-http, chat) knows Node's server.",
      severity: 'error',
      from: { path: '^mock/', pathNot: '^mock/(startMockPlatform|node-http|chat)\\.ts$' },
      to: { dependencyTypes: ['core'], path: '^(http|https|http2|net)$' },
    },
    {
      name: 'browser-code-uses-no-node-builtins',
      comment: 'everything but the mock runs in browsers too.',
      severity: 'error',
      from: { path: '^(src|generated)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'no-circular',
      comment: 'a cycle makes load order matter and hides which module owns what: one of the two depends on the other.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable-import',
      comment: 'an import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are arrows too: a type from React in core/ would tie it to React.
    tsPreCompilationDeps: true,
    // tsconfig.json's `paths` resolve the generated code's `#runtime/*` imports to the sources.
    tsConfig: { fileName: 'tsconfig.json' },
    // Packages' `exports` maps (`@faker-js/faker/locale/en`), read as Node and bundlers do.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    // Node's own modules are flagged by the rules above, not followed.
    exclude: { path: '^generated/openapi/' },
  },
};
