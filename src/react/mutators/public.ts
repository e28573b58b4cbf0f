// orval's mutator for the public hooks (scripts/generate/orval.mjs). orval reads this file's
// shape: a hook taking no arguments that returns a two-argument function, and the two types.
import { useCallback } from 'react';
import { useSurfaceRequest, type HookError, type MutatorOptions, type MutatorRequest } from '../mutator.js';

export const usePublicMutator = <T>() => {
  const send = useSurfaceRequest('public');
  return useCallback((request: MutatorRequest, options?: MutatorOptions) => send<T>(request, options), [send]);
};

// orval passes the contract's error bodies as E; what a hook really throws is a HookError.
export type ErrorType<E> = HookError;
export type BodyType<B> = B;
