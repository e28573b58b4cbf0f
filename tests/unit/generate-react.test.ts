// The React layer's generator (scripts/generate/react.mjs) on small contracts: what it derives
// from the paths (invalidation, the entity, `x-invalidates`, hovers) and the clear error, naming
// the operation, for what it cannot express.
import { describe, expect, it } from 'vitest';
import { readContract } from '../../scripts/generate/model.mjs';
import { reactModules } from '../../scripts/generate/react.mjs';

type Doc = { paths: Record<string, Record<string, unknown>>; components?: Record<string, unknown> };
const op = (operationId: string, extra: Record<string, unknown> = {}) => ({
  operationId,
  tags: ['Things'],
  responses: { '200': { description: 'ok' } },
  ...extra,
});
const id = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const contract = (paths: Doc['paths']): Doc => ({ paths, components: { schemas: {} } });
const queryModule = (doc: Doc) =>
  (reactModules('enduser', readContract(doc, 'enduser')) as Record<string, string>)['query/enduser/index.ts']!;
const mutation = (text: string, name: string) =>
  text.slice(text.indexOf(`export const ${name}Mutation`)).split('\n};')[0]!;

describe('generate: the React layer from the contract', () => {
  const things = {
    '/thing': { get: op('listThings'), post: op('createThing') },
    '/thing/{id}': { parameters: [id], get: op('getThing'), put: op('updateThing') },
    '/thing/{id}/seen': { parameters: [id], put: op('markThingSeen', { 'x-invalidates': ['/counts'] }) },
    '/thing/confirm': { post: op('confirmThings', { 'x-invalidates': ['/thing/{id}'] }) },
    '/counts': { get: op('getCounts', { tags: ['Other'] }) },
  };

  it('invalidates the GETs on and above the path, what x-invalidates adds, and names the entity', () => {
    const text = queryModule(contract(things));
    expect(mutation(text, 'markThingSeen')).toContain(
      'invalidates: (c, v) => [getListThingsQueryKey(c), getGetThingQueryKey(c, v.id), getGetCountsQueryKey(c)]',
    );
    expect(mutation(text, 'markThingSeen')).toContain('entity: (c, v) => getGetThingQueryKey(c, v.id)');
    // A create has no entity; an x-invalidates target whose {id} the mutation lacks is invalidated for every id.
    expect(mutation(text, 'createThing')).not.toContain('entity');
    expect(mutation(text, 'confirmThings')).toContain(`callKey('enduser', '/thing/{id}', {}, undefined, c)`);
  });

  it('writes query and mutation hooks apart (a reading page imports no mutation runtime), mutation options for each mutation, and no hook for a session opening', () => {
    const modules = reactModules(
      'enduser',
      readContract(
        { ...contract(things), paths: { ...contract(things).paths, '/auth/login': { post: op('login') } } },
        'enduser',
      ),
    ) as Record<string, string>;
    const queries = modules['react/enduser/queries.ts']!;
    const mutations = modules['react/enduser/mutations.ts']!;
    expect(queries).toContain('export const useGetThing =');
    expect(queries).not.toMatch(/useSurfaceMutation|useUploadMutation|MutationOptions|export const useUpdateThing/);
    expect(mutations).toContain(
      'export const useUpdateThing = <TContext = unknown>(options?: MutationArgs<q.UpdateThingMutationResult, q.UpdateThingMutationVariables, TContext, q.GetThingQueryResult, q.UpdateThingError>, queryClient?: QueryClient)',
    );
    expect(mutations).toContain("useSurfaceMutation('enduser', q.updateThingMutationOptions, options, queryClient)");
    expect(mutations).not.toContain('useLogin');
    expect(modules['react/enduser/index.ts']).toContain(
      "export * from './queries.js';\nexport * from './mutations.js';",
    );
    const query = modules['query/enduser/index.ts']!;
    expect(query).toContain(
      "export const updateThingMutationOptions = <TContext = unknown>(client: SurfaceClient<'enduser'>, options?: MutationArgs<UpdateThingMutationResult, UpdateThingMutationVariables, TContext, GetThingQueryResult, UpdateThingError>): SurfaceMutationOptions<UpdateThingMutationResult, UpdateThingMutationVariables, TContext, UpdateThingError> =>",
    );
    // Its callbacks hear the operation's union, printed beside its other types.
    expect(query).toContain("export type UpdateThingError = OperationError<'enduser', '/thing/{id}', 'put'>;");
    // The session opening keeps its React-free options.
    expect(query).toContain('export const loginMutationOptions =');
  });

  it('writes the operation into the hovers: its words once per module, on the hook and on the options; request and permission on every export', () => {
    const doc = contract({
      '/thing/{id}': {
        parameters: [id],
        get: op('getThing', {
          summary: 'Get a thing',
          description: 'One thing, by id.',
          'x-permission': { resource: 'things', action: 'read', verb: 'read' },
        }),
      },
    });
    const modules = reactModules('enduser', readContract(doc, 'enduser')) as Record<string, string>;
    const [hooks, query] = [modules['react/enduser/queries.ts']!, modules['query/enduser/index.ts']!];
    const request = '`GET /thing/{id}` (`getThing`; needs `things` / `read`, read)';
    const hoverOf = (text: string, name: string) => {
      const end = text.indexOf(`export const ${name} =`);
      return text.slice(text.lastIndexOf('/**', end), end);
    };
    expect(hoverOf(hooks, 'useGetThing')).toBe(
      `/**\n * Get a thing.\n *\n * One thing, by id.\n *\n * ${request}: a query through the PlatformProvider's enduser client.\n */\n`,
    );
    expect(hoverOf(hooks, 'useGetThingSuspense')).toContain(request);
    expect(hoverOf(hooks, 'useGetThingSuspense')).toContain('see {@link useGetThing}.');
    expect(hoverOf(query, 'getThingQueryOptions')).toContain(
      ` * Get a thing.\n *\n * One thing, by id.\n *\n * ${request}`,
    );
    expect(hoverOf(query, 'getGetThingQueryKey')).toContain(request);
    expect(hoverOf(query, 'getGetThingQueryKey')).toContain('see {@link getThingQueryOptions}.');
    // The contract's words stand once in each module.
    for (const text of [hooks, query]) expect(text.split('One thing, by id.')).toHaveLength(2);
  });

  it('fails naming the operation when x-invalidates names no GET path', () => {
    const doc = contract({
      '/thing': { get: op('listThings'), post: op('createThing', { 'x-invalidates': ['/nowhere'] }) },
    });
    expect(() => reactModules('enduser', readContract(doc, 'enduser'))).toThrow(
      'generate (enduser, createThing): x-invalidates names "/nowhere", which is no GET path of the contract',
    );
  });

  it('fails naming the operation for an operationId that is no JavaScript name, or an undeclared path parameter', () => {
    expect(() =>
      reactModules('enduser', readContract(contract({ '/a': { get: op('list-things') } }), 'enduser')),
    ).toThrow('generate (enduser, GET /a): operationId "list-things" is not a JavaScript name');
    expect(() =>
      reactModules('enduser', readContract(contract({ '/a/{id}': { get: op('getA') } }), 'enduser')),
    ).toThrow('generate (enduser, getA): path parameter {id} of /a/{id} is not declared');
  });

  it('fails naming the operation when two generated names collide', () => {
    const doc = contract({ '/a': { get: op('getA') }, '/b': { get: { ...op('getA') } } });
    expect(() => reactModules('enduser', readContract(doc, 'enduser'))).toThrow(
      /generate \(enduser, getA\): the generated name GetAQueryResult is taken/,
    );
  });
});
