// Middleware as openapi-fetch defines it (docs/design.md, decision 19): the caller's own code, trusted, run for
// every attempt. onRequest in order, onResponse in reverse order, onError for failures to get
// an answer (never for an HTTP error status).

/** What every hook of a middleware is told about the call. */
export interface MiddlewareContext {
  /** The request of this attempt, as the previous middleware left it. */
  request: Request;
  /** The operation's path template (`/request-action/{id}`). */
  schemaPath: string;
  /** One id per call, the same for each of its attempts. */
  id: string;
}

// `void` beside `undefined`: a middleware written as `onRequest() {}` returns void, and may.
// biome-ignore lint/suspicious/noConfusingVoidType: a hook that returns nothing returns void
type OrNothing<T> = T | undefined | void;

export interface Middleware {
  /** May return a new Request to send instead, or a Response, which ends the attempt there. */
  onRequest?(context: MiddlewareContext): OrNothing<Request | Response> | Promise<OrNothing<Request | Response>>;
  /** May return a new Response to use instead. */
  onResponse?(context: MiddlewareContext & { response: Response }): OrNothing<Response> | Promise<OrNothing<Response>>;
  /** Sees a failure to get an answer; may return a Response to use instead, or an Error to throw instead. */
  onError?(
    context: MiddlewareContext & { error: unknown },
  ): OrNothing<Response | Error> | Promise<OrNothing<Response | Error>>;
}

/** Sends one attempt through the middleware around `send`. */
export async function throughMiddleware(
  list: readonly Middleware[],
  context: MiddlewareContext,
  send: (request: Request) => Promise<Response>,
): Promise<Response> {
  let response: Response | undefined;
  for (const m of list) {
    const result = await m.onRequest?.(context);
    if (result instanceof Response) {
      response = result;
      break;
    }
    if (result) context = { ...context, request: result };
  }
  try {
    response ??= await send(context.request);
  } catch (error) {
    let failure: unknown = error;
    for (const m of list) {
      const result = await m.onError?.({ ...context, error: failure });
      if (result instanceof Response) {
        response = result;
        break;
      }
      if (result) failure = result;
    }
    if (!response) throw failure;
  }
  for (const m of [...list].reverse()) response = (await m.onResponse?.({ ...context, response })) || response;
  return response;
}
