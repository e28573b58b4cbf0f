interface WithProviders {
  providers?: Array<{ type?: unknown }>;
}

/** Keeps only providers of type v2 on a project (docs/design.md, decision 16); anything else is left alone. */
export function keepV2Providers<T>(project: T): T {
  const p = project as WithProviders;
  if (p && typeof p === 'object' && Array.isArray(p.providers)) {
    p.providers = p.providers.filter((provider) => provider?.type === 'v2');
  }
  return project;
}

/** An `afterParse` that applies keepV2Providers to the projects the named operations answer. */
export function keepV2ProvidersOf(operations: readonly string[]) {
  const keys = new Set(operations);
  return (operation: string, data: unknown) => {
    if (!keys.has(operation) || !data || typeof data !== 'object') return data;
    const page = data as { data?: unknown };
    if (Array.isArray(page.data)) page.data.forEach(keepV2Providers);
    else if (Array.isArray(data)) data.forEach(keepV2Providers);
    else keepV2Providers(data);
    return data;
  };
}
