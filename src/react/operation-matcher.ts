import type { OperationTable } from '../core/operation-table.js';

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  names: string[];
  literals: number;
}

export type OperationMatcher = Route[];

/** Routes of an operation table, most literal first, so `/cms/image/upload` beats `/cms/{apiId}/{id}`. */
export function createOperationMatcher(operations: OperationTable): OperationMatcher {
  const routes = Object.keys(operations).map((key) => {
    const space = key.indexOf(' ');
    const method = key.slice(0, space);
    const template = key.slice(space + 1);
    const names: string[] = [];
    const source = template
      .split('/')
      .map((segment) =>
        segment.replace(/\{([^}]+)\}|[^{]+/g, (part, name: string | undefined) => {
          if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
          names.push(name);
          return '([^/]+)';
        }),
      )
      .join('/');
    return { method, template, pattern: new RegExp(`^${source}$`), names, literals: template.split('/').filter((s) => s && !s.includes('{')).length };
  });
  return routes.sort((a, b) => b.literals - a.literals);
}

/** The operation a concrete path belongs to, with its path parameters decoded. */
export function matchOperation(matcher: OperationMatcher, method: string, pathname: string) {
  for (const route of matcher) {
    if (route.method !== method) continue;
    const m = route.pattern.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    route.names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1]!)));
    return { template: route.template, params };
  }
  return undefined;
}
