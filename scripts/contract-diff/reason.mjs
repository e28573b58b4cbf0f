// One line per change, in a consumer's words: "query `types` no longer accepts `rent_out`",
// "response 200 `items[].endDate` may now be null". Requests speak of what the API accepts,
// responses of what it may send.

const constraints = new Set([
  'maxLength',
  'minLength',
  'maximum',
  'minimum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxProperties',
  'minProperties',
  'multipleOf',
]);
const annotations = new Set(['description', 'title', 'summary', 'example', 'examples', 'externalDocs', 'tags']);

/** `text` as a Markdown code span: fenced by more backticks than any run inside it (a description's own `code`). */
function codeSpan(text) {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = longest ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

function short(value) {
  if (typeof value === 'string') return codeSpan(value);
  const text = JSON.stringify(value) ?? 'nothing';
  return `\`${text.length > 48 ? `${text.slice(0, 45)}...` : text}\``;
}

function typeWord(type, article = true) {
  if (type === 'null') return 'null';
  if (Array.isArray(type)) return type.map((t) => typeWord(t, false)).join(' or ');
  if (!article) return String(type);
  return `${/^[aeiou]/.test(String(type)) ? 'an' : 'a'} ${type}`;
}

function changed(diff, what) {
  if (diff.action === 'add') return `${what} added`;
  if (diff.action === 'remove') return `${what} removed`;
  return `${what} changed from ${short(diff.before)} to ${short(diff.after)}`;
}

/**
 * @param {{
 *   diff: { action: string, before?: unknown, after?: unknown },
 *   subject: { operation?: { method: string, path: string }, schema?: string, document?: true },
 *   inner: string[],
 *   direction: 'request' | 'response',
 *   param?: { name?: string, in?: string, required?: boolean },
 *   kind?: string,
 * }} change
 */
export function describeChange(change) {
  const { subject, inner, diff } = change;
  if (subject.operation) return operationReason(change);
  if (subject.schema) {
    if (!inner.length) {
      return diff.action === 'add'
        ? `new schema \`${subject.schema}\``
        : `schema \`${subject.schema}\` removed: the type and zod schema \`${subject.schema}\` are gone`;
    }
    return schemaReason(`schema \`${subject.schema}\``, inner, change);
  }
  return changed(diff, `\`${inner.join('.')}\``);
}

function operationReason(change) {
  const { diff, inner, subject } = change;
  const where = `${subject.operation.method} ${subject.operation.path}`;
  const [key, ...rest] = inner;
  if (key === undefined) {
    return diff.action === 'add' ? `new operation (${where})` : `operation removed (${where})`;
  }
  if (key === 'operationId' && diff.action === 'replace') {
    return `renamed to \`${diff.after}\` (${where}): its hooks and zod schemas change names`;
  }
  if (key === 'parameters') return parameterReason(change, rest.slice(1));
  if (key === 'requestBody') return bodyReason(change, rest);
  if (key === 'responses') return responseReason(change, rest);
  if (key === 'deprecated') return diff.after ? 'now deprecated' : 'no longer deprecated';
  if (key === 'security') return 'security requirements changed';
  if (key.startsWith('x-')) return changed(diff, `extension \`${key}\``);
  if (annotations.has(key))
    return `${key} ${diff.action === 'replace' ? 'changed' : diff.action === 'add' ? 'added' : 'removed'}`;
  return changed(diff, `\`${inner.join('.')}\``);
}

function parameterReason(change, rest) {
  const { diff, param = {} } = change;
  const place = param.in ?? 'query';
  const name = `${place} \`${param.name ?? '?'}\``;
  const [key, ...schemaPath] = rest;
  if (key === undefined) {
    if (diff.action === 'add')
      return `new ${param.required ? 'required' : 'optional'} ${place} parameter \`${param.name}\``;
    if (diff.action === 'remove') return `${place} parameter \`${param.name}\` removed`;
  }
  if (key === 'name' && diff.action === 'replace')
    return `${place} parameter \`${diff.before}\` renamed to \`${diff.after}\``;
  if (key === 'required') return diff.after ? `${name} is now required` : `${name} is no longer required`;
  if (key === 'deprecated') return diff.after ? `${name} is now deprecated` : `${name} is no longer deprecated`;
  if (key === 'schema') return schemaReason(name, schemaPath, { ...change, direction: 'request' });
  if (key && annotations.has(key)) return `${name}: ${key} changed`;
  return changed(diff, `${name} \`${rest.join('.')}\``);
}

function bodyReason(change, rest) {
  const { diff } = change;
  const [key, mediaType, third, ...schemaPath] = rest;
  if (key === undefined)
    return diff.action === 'add'
      ? 'new request body'
      : diff.action === 'remove'
        ? 'request body removed'
        : 'request body changed';
  if (key === 'required') return diff.after ? 'request body is now required' : 'request body is now optional';
  if (key === 'content' && mediaType !== undefined && third === undefined) {
    if (diff.action === 'add') return `request body now accepts \`${mediaType}\``;
    if (diff.action === 'remove') return `request body no longer accepts \`${mediaType}\``;
  }
  if (key === 'content' && third === 'schema')
    return schemaReason('request body', schemaPath, { ...change, direction: 'request' });
  if (annotations.has(key)) return `request body: ${key} changed`;
  return changed(diff, `request body \`${rest.join('.')}\``);
}

function responseReason(change, rest) {
  const { diff } = change;
  const [code, key, mediaType, fourth, ...schemaPath] = rest;
  const name = `response ${code}`;
  if (code === undefined) return changed(diff, 'responses');
  if (key === undefined)
    return diff.action === 'add' ? `new ${name}` : diff.action === 'remove' ? `${name} removed` : `${name} changed`;
  if (key === 'content' && mediaType === undefined)
    return diff.action === 'add' ? `${name} now has a body` : `${name} no longer has a body`;
  if (key === 'content' && fourth === undefined) {
    if (diff.action === 'add') return `${name} may now be \`${mediaType}\``;
    if (diff.action === 'remove') return `${name} is no longer \`${mediaType}\``;
  }
  if (key === 'content' && fourth === 'schema')
    return schemaReason(name, schemaPath, { ...change, direction: 'response' });
  if (key === 'headers') return changed(diff, `${name} header \`${mediaType}\``);
  if (annotations.has(key)) return `${name}: ${key} changed`;
  return changed(diff, `${name} \`${rest.slice(1).join('.')}\``);
}

/** Reads a schema path (properties, items, variants) into a field name, then words the keyword. */
function schemaReason(subject, path, change) {
  const { diff, direction } = change;
  const field = [];
  let variant = false;
  let i = 0;
  while (i < path.length) {
    const key = path[i];
    if (key === 'properties' && i + 1 < path.length) {
      field.push(field.length ? `.${path[i + 1]}` : path[i + 1]);
      variant = false;
      i += 2;
    } else if (key === 'items') {
      field.push('[]');
      variant = false;
      i += /^\d+$/.test(path[i + 1] ?? '') ? 2 : 1;
    } else if (key === 'additionalProperties' && i + 1 < path.length) {
      field.push('[key]');
      i += 1;
    } else if ((key === 'anyOf' || key === 'oneOf' || key === 'allOf') && /^\d+$/.test(path[i + 1] ?? '')) {
      variant = true;
      i += 2;
    } else break;
  }
  const rest = path.slice(i);
  const fieldText = field.join('');
  const who = (text) => (text ? `${subject} \`${text}\`` : subject);
  const self = who(fieldText);
  const value = diff.action === 'add' ? diff.after : diff.before;
  const request = direction === 'request';
  const [key, index] = rest;

  if (key === undefined) {
    if (variant && value && typeof value === 'object' && value.type === 'null') {
      return nullReason(self, diff.action, request);
    }
    if (variant)
      return `${self}: ${diff.action === 'add' ? 'new variant' : diff.action === 'remove' ? 'a variant removed' : 'a variant changed'}`;
    if (path.at(-2) === 'properties') {
      if (diff.action === 'add') {
        return request
          ? `${who(fieldText.replace(/\.?[^.[\]]+$/, ''))} accepts a new ${change.kind === 'breaking' ? 'required' : 'optional'} field \`${path.at(-1)}\``
          : `${who(fieldText.replace(/\.?[^.[\]]+$/, ''))} has a new field \`${path.at(-1)}\``;
      }
      if (diff.action === 'remove') return `${self} removed`;
    }
    return changed(diff, self);
  }
  if (key === 'type') {
    if (index !== undefined && diff.action !== 'replace') {
      if (value === 'null') return nullReason(self, diff.action, request);
      if (diff.action === 'add')
        return request ? `${self} now accepts ${typeWord(value)}` : `${self} may now be ${typeWord(value)}`;
      return request ? `${self} no longer accepts ${typeWord(value)}` : `${self} is no longer ${typeWord(value)}`;
    }
    if (diff.action === 'replace') return `${self} changed from ${typeWord(diff.before)} to ${typeWord(diff.after)}`;
    return changed(diff, `${self} type`);
  }
  if (key === 'enum') {
    const target = who(fieldText.replace(/(\[\])+$/, ''));
    if (index === undefined) {
      if (diff.action === 'add') return `${target} is now limited to ${(diff.after ?? []).map(short).join(', ')}`;
      if (diff.action === 'remove') return `${target} is no longer limited to a list of values`;
      return changed(diff, `${target} values`);
    }
    if (diff.action === 'add')
      return request ? `${target} now accepts ${short(value)}` : `${target} may now be ${short(value)}`;
    if (diff.action === 'remove')
      return request ? `${target} no longer accepts ${short(value)}` : `${target} is no longer ${short(value)}`;
    return `${target}: value ${short(diff.before)} replaced by ${short(diff.after)}`;
  }
  if (key === 'required') {
    const names = index === undefined ? [].concat(value ?? []) : [value];
    const text = (n) => who(fieldText ? `${fieldText}.${n}` : String(n));
    return names
      .map((n) =>
        diff.action === 'add'
          ? request
            ? `${text(n)} is now required`
            : `${text(n)} is now always present`
          : request
            ? `${text(n)} is now optional`
            : `${text(n)} may now be missing`,
      )
      .join('; ');
  }
  if (key === 'format') {
    if (diff.action === 'replace') return `${self} format changed from ${short(diff.before)} to ${short(diff.after)}`;
    return diff.action === 'add'
      ? `${self} now has format ${short(diff.after)}`
      : `${self} no longer has format ${short(diff.before)}`;
  }
  if (key === '$ref') return `${self} now refers to ${short(diff.after)} instead of ${short(diff.before)}`;
  if (key === 'deprecated') return diff.after ? `${self} is now deprecated` : `${self} is no longer deprecated`;
  if (key === 'readOnly' || key === 'writeOnly') return changed(diff, `${self} ${key}`);
  if (annotations.has(key))
    return `${self}: ${key} ${diff.action === 'replace' ? 'changed' : diff.action === 'add' ? 'added' : 'removed'}`;
  if (key === 'default') return changed(diff, `${self} default`);
  if (constraints.has(key)) {
    if (diff.action === 'replace') return `${self}: ${key} ${short(diff.before)} -> ${short(diff.after)}`;
    return diff.action === 'add'
      ? `${self}: now ${key} ${short(diff.after)}`
      : `${self}: no ${key} ${short(diff.before)} any more`;
  }
  return changed(diff, `${self} \`${rest.join('.')}\``);
}

function nullReason(who, action, request) {
  if (action === 'add') return request ? `${who} now accepts null` : `${who} may now be null`;
  return request ? `${who} no longer accepts null` : `${who} can no longer be null`;
}
