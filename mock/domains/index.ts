// Every modelled operation, keyed `<surface>.<operationId>`; the rest answer their example
// (docs/guide.md lists them, and why).
import type { Handlers } from '../context.js';
import { administrationHandlers } from './administration.js';
import { authHandlers } from './auth.js';
import { boxHandlers } from './boxes.js';
import { cmsPublishedHandlers } from './cms-published.js';
import { cmsHandlers } from './cms.js';
import { conversationHandlers } from './conversations.js';
import { entityHandlers } from './entities.js';
import { fileHandlers } from './files.js';
import { holidayHandlers } from './holidays.js';
import { notificationHandlers } from './notifications.js';
import { paymentHandlers } from './payments.js';
import { requestActionHandlers } from './request-actions.js';

export const handlers: Handlers = {
  ...authHandlers,
  ...requestActionHandlers,
  ...boxHandlers,
  ...conversationHandlers,
  ...notificationHandlers,
  ...holidayHandlers,
  ...paymentHandlers,
  ...administrationHandlers,
  ...cmsHandlers,
  ...cmsPublishedHandlers,
  ...fileHandlers,
  ...entityHandlers,
};
