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
export const keepV2ProvidersOf = (operations: readonly string[]) => (operation: string, data: unknown) => {
  if (operations.includes(operation)) {
    // A page's items, a list, or one project.
    const list = (data as { data?: unknown } | null)?.data ?? data;
    if (Array.isArray(list)) list.forEach(keepV2Providers);
    else keepV2Providers(data);
  }
  return data;
};
