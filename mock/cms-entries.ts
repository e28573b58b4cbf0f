// The CMS entries of a model in their order, shared by the admin's and the public surface's CMS
// domains (./domains/cms.ts, ./domains/cms-published.ts).
import type { Platform } from './context.js';

/** Ascending `order`, as a model's entries are listed. */
export const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** The entries of a model, in their order. */
export const entriesOf = (platform: Platform, modelId: string) =>
  platform.store
    .rows('cmsContent')
    .filter((c) => c.modelId === modelId)
    .sort(byOrder);

/** The `order` a new entry of a model gets: after the model's entries. */
export const nextOrder = (platform: Platform, modelId: string): number =>
  Math.max(-1, ...entriesOf(platform, modelId).map((c) => c.order)) + 1;
