import type { EndUserClient } from '../clients/enduser.js';
import type { PublicClient } from '../clients/public.js';

export interface HolidayFeedbackInput {
  /** The CMS model holiday feedback is written to (configuration: it differs per project). */
  modelId: string;
  userEmail: string;
  description: string;
  /** When the feedback was asked for. @default now */
  requestedAt?: Date;
}

/** The language holiday feedback is written in (docs/design.md, decision 15). */
export const HOLIDAY_FEEDBACK_LANG = 'ka';

/** Sends holiday feedback as CMS content (docs/design.md, decision 15): `isCompleted` false, language `ka`. */
export async function sendHolidayFeedback(client: EndUserClient<boolean> | PublicClient, input: HolidayFeedbackInput) {
  const { data } = await (client as EndUserClient).POST('/v3/cms/content', {
    body: {
      modelId: input.modelId,
      lang: HOLIDAY_FEEDBACK_LANG,
      values: {
        userEmail: input.userEmail,
        description: input.description,
        requestedAt: (input.requestedAt ?? new Date()).toISOString(),
        isCompleted: false,
      },
    },
  });
  return data;
}
