// The revival plan of a surface (docs/design.md, decision 10): for each operation, where its JSON answer holds
// `format: date-time` fields and where it holds free-form data, so that the transport revives
// exactly there and never touches a typed string. A plan is
//   1                 a date-time field: any RFC 3339 timestamp with a zone becomes a Date
//   0                 free-form data: the spec's rule (fractional seconds and a zone) at any depth
//   [plan]            an array whose items follow `plan`
//   { key: plan }     an object whose listed properties follow their plans; `*` is the plan of
//                     every other property (the values of `additionalProperties`)
//   'Name'            the named plan `Name` (a component schema), shared and safe with cycles
// Parts with nothing to revive are left out; an answer with nothing to revive has no plan.

import { reachable, refGraph, schemaName } from './model.mjs';

const FREE = 0;
const DATE_TIME = 1;
/**
 * A listed property with nothing to revive, kept in an object plan that has `*` beside it, so the
 * `additionalProperties` walk passes it by: a typed string stays a string whatever it looks like.
 */
const LEAVE = -1;

/** Keywords that say something about a value's shape. */
const SHAPE = 'type $ref properties additionalProperties items allOf anyOf oneOf enum const format not'.split(' ');
const shapes = (s) => typeof s === 'boolean' || SHAPE.some((k) => k in s);

export function revivalPlanner(doc) {
  const schemas = doc.components?.schemas ?? {};
  const plans = new Map(); // name -> plan (object or array) for named plans
  const inProgress = new Set();
  const used = new Set();

  /** A plan to merge: a named one's own. */
  const unnamed = (plan) => {
    if (typeof plan !== 'string') return plan;
    if (!plans.has(plan)) throw new Error(`revival plan: ${plan} is combined with something while it is being planned`);
    return plans.get(plan);
  };

  function merge(a, b, where) {
    if (a === undefined) return b;
    if (b === undefined || a === b) return a;
    if (a === LEAVE) return b;
    if (b === LEAVE) return a;
    if (typeof a === 'string' || typeof b === 'string') return merge(unnamed(a), unnamed(b), where);
    if (Array.isArray(a) && Array.isArray(b)) return [merge(a[0], b[0], where)];
    if (typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
      const out = { ...a };
      for (const [k, v] of Object.entries(b)) out[k] = merge(out[k], v, `${where}.${k}`);
      return out;
    }
    // A value that is free-form in one branch and typed in another: no single rule is true.
    throw new Error(`revival plan: cannot combine ${JSON.stringify(a)} and ${JSON.stringify(b)} at ${where}`);
  }

  // `shallow`: refs count as nothing (to find which schemas hold dates themselves).
  function planOf(schema, where, shallow) {
    if (schema === false) return undefined;
    if (schema === true || schema === undefined) return FREE;
    if (schema.$ref) return shallow ? undefined : refPlan(schemaName(schema.$ref));
    if (schema.const !== undefined || schema.enum) return undefined;
    let plan;
    for (const key of ['allOf', 'anyOf', 'oneOf']) {
      for (const [i, part] of (schema[key] ?? []).entries()) {
        // An allOf part without a shape only annotates; a `null` branch revives nothing.
        if (key === 'allOf' ? shapes(part) : part.type !== 'null')
          plan = merge(plan, planOf(part, `${where}.${key}[${i}]`, shallow), where);
      }
    }
    const types = [schema.type ?? []].flat().filter((t) => t !== 'null');
    const ap = schema.additionalProperties;
    const objectLike = Boolean(schema.properties) || ap !== undefined;
    if (!types.length && !objectLike && !schema.items && !schema.format) {
      // `{}`: free-form, unless the schema is only a composition.
      return schema.allOf || schema.anyOf || schema.oneOf || schema.not ? plan : FREE;
    }
    if (types.includes('string') && schema.format === 'date-time') plan = merge(plan, DATE_TIME, where);
    if (types.includes('array') || (!types.length && schema.items)) {
      const items = planOf(schema.items, `${where}[]`, shallow);
      if (items !== undefined) plan = merge(plan, [items], where);
    }
    if (types.includes('object') || (!types.length && objectLike)) {
      const props = schema.properties ?? {};
      if (!schema.properties && ap === undefined && !schema.allOf) return merge(plan, FREE, where);
      const out = {};
      for (const [k, v] of Object.entries(props)) {
        // The transport reads plan keys as plain properties; this one would be the prototype.
        if (k === '__proto__') throw new Error(`revival plan: a property named __proto__ at ${where}`);
        const p = planOf(v, `${where}.${k}`, shallow);
        if (p !== undefined) out[k] = p;
      }
      const rest = ap === undefined ? undefined : planOf(ap, `${where}.*`, shallow);
      if (rest !== undefined) {
        out['*'] = rest;
        for (const k of Object.keys(props)) out[k] ??= LEAVE;
      }
      if (Object.keys(out).length) plan = merge(plan, out, where);
    }
    return plan;
  }

  // Which named schemas hold something to revive, themselves or through their references.
  const graph = refGraph(doc);
  const own = new Set([...graph.keys()].filter((name) => planOf(schemas[name], name, true) !== undefined));
  const reaches = new Set([...graph.keys()].filter((n) => [n, ...reachable(graph, n)].some((r) => own.has(r))));

  function refPlan(name) {
    if (!(name in schemas)) throw new Error(`revival plan: no schema ${name}`);
    if (!reaches.has(name)) return undefined;
    // Planned already, or a cycle (an org chart node holding its children): refer to it by name.
    if (!plans.has(name) && !inProgress.has(name)) {
      inProgress.add(name);
      const plan = planOf(schemas[name], name, false);
      inProgress.delete(name);
      if (plan === undefined || typeof plan === 'number') return plan;
      plans.set(name, plan);
    }
    used.add(name);
    return name;
  }

  return {
    /** The plan of a schema (a response body), or undefined when nothing in it is revived. */
    plan: (schema, where) => planOf(schema, where, false),
    /** The named plans the plans given so far refer to (and those refer to), sorted by name. */
    named: () => Object.fromEntries([...used].sort().map((name) => [name, plans.get(name)])),
  };
}

/** An operation table with each entry's `revive` replaced by `f(revive)`. */
const withRevive = (table, f) =>
  Object.fromEntries(
    Object.entries(table).map(([key, e]) => [key, e.revive === undefined ? e : { ...e, revive: f(e.revive) }]),
  );

/**
 * Shares plans between schemas revived the same way (a User and a Role both `{ created: 1,
 * updated: 1 }`, their pages both `{ data: [that] }`), cycles included (partition refinement),
 * and names them by short ids, since they ship in every client bundle. Returns the table with
 * its `revive` references rewritten, the plans by id, and the schemas each id serves.
 */
export function compactPlans(table, named) {
  const names = Object.keys(named).sort();
  let classOf = new Map(names.map((n) => [n, 0]));
  const signature = (plan) =>
    JSON.stringify(plan, (_, v) => (typeof v === 'string' && classOf.has(v) ? `#${classOf.get(v)}` : v));
  for (let count = 1; ; ) {
    const ids = new Map();
    classOf = new Map(
      names.map((n) => {
        const key = `${classOf.get(n)}|${signature(named[n])}`;
        if (!ids.has(key)) ids.set(key, ids.size);
        return [n, ids.get(key)];
      }),
    );
    if (ids.size === count) break;
    count = ids.size;
  }
  // The last round numbered the classes in the order of their first name: that number is the id.
  const idOf = (name) => Number(classOf.get(name)).toString(36);
  const served = {};
  for (const n of names) (served[idOf(n)] ??= []).push(n);
  // A plan's only strings are the names of named plans.
  const rename = (plan) => JSON.parse(JSON.stringify(plan), (_, v) => (typeof v === 'string' ? idOf(v) : v));
  const plans = Object.fromEntries(Object.entries(served).map(([id, [first]]) => [id, rename(named[first])]));
  return { table: withRevive(table, rename), plans, served };
}

/** A reviver's name in the generated code: `r` and the plan's short id. */
const reviverOf = (id) => `r${id}`;

/**
 * The plans as TypeScript: one reviver per named plan (src/core/revive-plan.ts, `Reviver`) and
 * one per inner array or object plan (shared when alike), built from the core helpers. Returns
 * the declarations, the table with each `revive` the name of its reviver, and the helpers used.
 */
export function revivalCode(table, plans) {
  const helpers = new Set(['type Reviver']);
  const inner = new Map(); // plan signature -> name
  const decls = [];
  const use = (name) => (helpers.add(name), name);
  const field = (key) => JSON.stringify(key);

  /** The reviver of `plan`: a helper, a named plan's reviver, or a new one for an inner plan. */
  function reviver(plan) {
    if (plan === 1) return use('dateField');
    if (plan === 0) return use('freeField');
    if (typeof plan === 'string') {
      // A plan that is another's name (a schema that is only a `$ref`) is that one's reviver.
      for (const seen = new Set(); typeof plans[plan] === 'string'; plan = plans[plan]) {
        if (seen.has(plan)) throw new Error(`revival plan: ${plan} names itself`);
        seen.add(plan);
      }
      if (!(plan in plans)) throw new Error(`revival plan: no plan ${plan}`);
      return reviverOf(plan);
    }
    const signature = JSON.stringify(plan);
    if (!inner.has(signature)) {
      const name = `i${inner.size}`;
      inner.set(signature, name);
      decls.push(`const ${name}: Reviver = ${body(plan)};`);
    }
    return inner.get(signature);
  }

  /** An array, or an object of `additionalProperties` only, walked where it is met: `at` its value. */
  function step(plan, at) {
    if (Array.isArray(plan)) return `${use('eachItem')}(${at}, ${reviver(plan[0])})`;
    if (plan && typeof plan === 'object' && Object.keys(plan).join() === '*')
      return `${use('eachValue')}(${at}, ${reviver(plan['*'])})`;
    return undefined;
  }

  function body(plan) {
    const inline = step(plan, 'n[k]');
    if (inline) return `(n, k) => ${inline}`;
    const keys = Object.keys(plan).filter((k) => k !== '*');
    const rest = plan['*'] === undefined ? undefined : reviver(plan['*']);
    const lines = keys
      .filter((k) => plan[k] !== LEAVE)
      .map((k) => `${step(plan[k], `v[${field(k)}]`) ?? `${reviver(plan[k])}(v, ${field(k)})`};`);
    // `additionalProperties` beside listed properties: every other own key.
    if (rest)
      lines.push(
        `for (const key of Object.keys(v)) if (${keys.map((k) => `key !== ${field(k)}`).join(' && ')}) ${rest}(v, key);`,
      );
    return `(n, k) => {\n  const v = n[k];\n  if (${use('isRecord')}(v)) {\n${lines.map((l) => `    ${l}\n`).join('')}  }\n}`;
  }

  const named = [];
  for (const [id, plan] of Object.entries(plans)) {
    if (typeof plan === 'number') throw new Error(`revival plan: ${id} is ${plan}, not an object or array`);
    if (typeof plan !== 'string') named.push(`const ${reviverOf(id)}: Reviver = ${body(plan)};`);
  }
  // The table's own inner plans are declared too: map it before joining the declarations.
  const revived = withRevive(table, reviver);
  return { code: [...named, ...decls].join('\n'), table: revived, helpers: [...helpers].sort() };
}
