// The corpus of contract edits the impact is measured on: each kind of change once on an
// operation the fixture apps use (request actions: `getRequestAction`, `createRequestAction` and
// the status enum they share) and once on one they do not (the CMS models). Each edit changes a
// copy of the bundled contracts (generated/openapi/) the way a contract author would. The lines a
// used edit must break are marked in the fixture apps with `breaks: <id>`; an unused edit must
// break nothing. `about` is what the reported change's words must mention; `rule`, what the
// contract diff's rule calls it (a narrowed request type is "non-breaking" there, yet breaks code).

const schema = (docs, name) => docs.admin.components.schemas[name];

/** Renames property `from` of schema `name` to `to`, keeping its place and whether it is required. */
function renameProperty(docs, name, from, to) {
  const s = schema(docs, name);
  s.properties = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k === from ? to : k, v]));
  s.required = s.required?.map((k) => (k === from ? to : k));
}

function removeProperty(docs, name, prop) {
  const s = schema(docs, name);
  delete s.properties[prop];
  s.required = s.required?.filter((k) => k !== prop);
}

function addRequired(docs, name, prop, value) {
  const s = schema(docs, name);
  s.properties[prop] = value;
  s.required = [...(s.required ?? []), prop];
}

function renameOperation(docs, from, to) {
  for (const item of Object.values(docs.admin.paths))
    for (const op of Object.values(item)) if (op?.operationId === from) op.operationId = to;
}

/**
 * @type {Array<{ id: string, kind: string, rule: 'breaking' | 'non-breaking', used: boolean, about: RegExp, edit(docs: Record<string, any>): void }>}
 */
export const corpus = [
  {
    id: 'remove-field',
    kind: 'remove a field',
    rule: 'breaking',
    used: true,
    about: /category/,
    edit: (docs) => removeProperty(docs, 'RequestAction', 'category'),
  },
  {
    id: 'remove-field-unused',
    kind: 'remove a field',
    rule: 'breaking',
    used: false,
    about: /description/,
    edit: (docs) => removeProperty(docs, 'CmsModel', 'description'),
  },
  {
    id: 'rename-field',
    kind: 'rename a field',
    rule: 'breaking',
    used: true,
    about: /title/,
    edit: (docs) => renameProperty(docs, 'RequestAction', 'title', 'subject'),
  },
  {
    id: 'rename-field-unused',
    kind: 'rename a field',
    rule: 'breaking',
    used: false,
    about: /name/,
    edit: (docs) => renameProperty(docs, 'CmsModel', 'name', 'label'),
  },
  {
    id: 'required-input',
    kind: 'add a required input',
    rule: 'breaking',
    used: true,
    about: /priority/,
    edit: (docs) => addRequired(docs, 'RequestActionCreate', 'priority', { type: 'string', enum: ['low', 'high'] }),
  },
  {
    id: 'required-input-unused',
    kind: 'add a required input',
    rule: 'breaking',
    used: false,
    about: /locale/,
    edit: (docs) => addRequired(docs, 'CmsModelCreate', 'locale', { type: 'string' }),
  },
  {
    id: 'narrow-type',
    kind: 'narrow a type',
    rule: 'non-breaking',
    used: true,
    about: /category/,
    edit: (docs) => {
      schema(docs, 'RequestActionCreate').properties.category = {
        type: 'string',
        enum: ['Maintenance', 'Broker', 'Linking', 'CRM'],
      };
    },
  },
  {
    id: 'narrow-type-unused',
    kind: 'narrow a type',
    rule: 'non-breaking',
    used: false,
    about: /description/,
    edit: (docs) => {
      schema(docs, 'CmsModelCreate').properties.description = { type: 'string', enum: ['page', 'post'] };
    },
  },
  {
    id: 'enum-value',
    kind: 'add an enum value',
    rule: 'breaking',
    used: true,
    about: /escalated/,
    edit: (docs) => schema(docs, 'RequestActionStatus').enum.push('escalated'),
  },
  {
    id: 'enum-value-unused',
    kind: 'add an enum value',
    rule: 'breaking',
    used: false,
    about: /scheduled/,
    edit: (docs) => schema(docs, 'CmsContentStatus').enum.push('scheduled'),
  },
  {
    id: 'rename-operation',
    kind: 'rename an operationId',
    rule: 'breaking',
    used: true,
    about: /fetchRequestAction/,
    edit: (docs) => renameOperation(docs, 'getRequestAction', 'fetchRequestAction'),
  },
  {
    id: 'rename-operation-unused',
    kind: 'rename an operationId',
    rule: 'breaking',
    used: false,
    about: /getCmsModels/,
    edit: (docs) => renameOperation(docs, 'listCmsModels', 'getCmsModels'),
  },
];
