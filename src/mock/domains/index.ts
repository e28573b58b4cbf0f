// Every modelled operation, keyed `<surface>.<operationId>`; the rest answer their example.
import type { Handlers } from '../context.js';
import { administrationHandlers } from './administration.js';
import { authHandlers } from './auth.js';
import { boxHandlers } from './boxes.js';
import { conversationHandlers } from './conversations.js';
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
};
