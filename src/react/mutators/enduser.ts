// orval's mutator for the enduser surface (scripts/generate/orval.mjs): a plain function, no React, that
// sends orval's request through the transport of the client given in its second argument (orval's
// `request` option). orval reads this file's shape: two parameters, and the two types.
import { sendMutatorRequest, type HookError, type MutatorCall, type MutatorRequest } from '../mutator.js';

export const enduserMutator = <T>(request: MutatorRequest, call?: MutatorCall) => sendMutatorRequest<T>(request, call);

// orval passes the contract's error bodies as E; what a hook really throws is a HookError.
export type ErrorType<E> = HookError;
export type BodyType<B> = B;
