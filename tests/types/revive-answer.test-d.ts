// Type tests for reviveAnswer: the answer's type follows the client, the method and the path,
// and only an operation of that client compiles.
import { reviveAnswer, type AdminClient, type PublicClient } from '../../src/index.js';

declare const pub: PublicClient;
declare const admin: AdminClient;
declare const cached: unknown;

export function typed() {
  const page = reviveAnswer(pub, 'GET', '/v3/cms/content/api/{apiId}', cached);
  const created: Date | undefined = page.data[0]?.created;
  const total: number = page.total;
  const action = reviveAnswer(admin, 'GET', '/request-action/{id}', cached);
  const at: Date | undefined = action.created;
  // @ts-expect-error -- a Date, not a string, once revived
  const asString: string | undefined = page.data[0]?.created;
  void [created, total, at, asString];
}

export function refused() {
  // @ts-expect-error -- not a path of the public surface
  reviveAnswer(pub, 'GET', '/request-action/{id}', cached);
  // @ts-expect-error -- the path has no POST
  reviveAnswer(pub, 'POST', '/v3/cms/content/api/{apiId}', cached);
  // @ts-expect-error -- methods are written as the fetchers are
  reviveAnswer(pub, 'get', '/v3/cms/content/api/{apiId}', cached);
}
