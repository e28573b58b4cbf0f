// Bank cards, card payments and their transactions: a payment with a card the user holds creates
// a succeeded transaction that the admin can list, read and refund (in part or whole).
import { fail, newestFirst, noContent, notFound, ok, page, type Handlers, type MockRequest, type Platform } from '../context.js';
import { nowIso, objectId } from '../ids.js';
import type { Row } from '../store.js';
import { listParam } from './request-actions.js';

const event = (type: string, status: string, message: string) => ({ _id: objectId(), type, status, message, created: nowIso() });

const payWithCard = (request: MockRequest, platform: Platform) => {
  const { body } = request;
  const card = platform.store.table('bankCards').get(body.cardId);
  // The contract gives no 404 here: an unknown card is a field that fails validation.
  if (!card) return fail(422, 'Validation failed: cardId names no card of this user', 'VALIDATION_FAILED', { field: 'cardId' });
  const now = nowIso();
  const last4 = String(card.maskedPan).slice(-4);
  const transaction = platform.store.insert('transactions', {
    _id: objectId(),
    amount: body.amount,
    currency: body.currency,
    status: 'succeeded',
    method: 'card',
    userId: request.user?._id ?? null,
    orderId: body.orderId ?? null,
    ...(body.description ? { description: body.description } : {}),
    events: [event('created', 'pending', `Payment started with card **** ${last4}`), event('captured', 'succeeded', 'Payment captured by the bank')],
    refund: null,
    created: now,
    updated: now,
  });
  return ok({ transactionId: transaction._id, status: transaction.status });
};

const getTransaction = (request: MockRequest, platform: Platform) => {
  const transaction = platform.store.table('transactions').get(request.params.id!);
  if (!transaction || (request.user && transaction.userId !== request.user._id)) return notFound();
  return ok(transaction);
};

const refunded = (t: Row): number => Number(t.refund?.amount ?? 0);

export const paymentHandlers: Handlers = {
  'enduser.listBankCards': (_request, platform) => ok([...platform.store.table('bankCards').values()]),
  'enduser.addBankCard': (_request, platform) => ok({ ...platform.example<Record<string, unknown>>('BankCardRegistration'), transactionId: objectId() }),
  'enduser.deleteBankCard': ({ params }, platform) => (platform.store.table('bankCards').delete(params.id!) ? noContent() : notFound()),
  'enduser.payWithCard': payWithCard,
  'private.payWithCard': payWithCard,
  'enduser.getTransaction': getTransaction,
  'private.getTransaction': getTransaction,
  'admin.getTransaction': getTransaction,
  'admin.listTransactions': ({ query }, platform) => {
    const statuses = listParam(query.statuses);
    const rows = [...platform.store.table('transactions').values()].filter((t) => !statuses || statuses.includes(t.status)).sort(newestFirst);
    return ok(page(rows, query));
  },
  'admin.listTransactionEvents': ({ params, query }, platform) => {
    const transaction = platform.store.table('transactions').get(params.id!);
    return transaction ? ok(page(transaction.events ?? [], query)) : notFound();
  },
  'admin.refundTransaction': ({ params, body }, platform) => {
    const transaction = platform.store.table('transactions').get(params.id!);
    if (!transaction) return notFound();
    const left = Math.round((transaction.amount - refunded(transaction)) * 100) / 100;
    if (!['succeeded', 'partially_refunded'].includes(transaction.status) || left <= 0) {
      return fail(422, `Validation failed: a ${transaction.status} transaction cannot be refunded`, 'VALIDATION_FAILED', { field: 'id' });
    }
    const amount = body.amount ?? left;
    if (amount > left) return fail(422, `Validation failed: amount exceeds the ${left} left to refund`, 'VALIDATION_FAILED', { field: 'amount' });
    const total = Math.round((refunded(transaction) + amount) * 100) / 100;
    transaction.status = total >= transaction.amount ? 'refunded' : 'partially_refunded';
    transaction.refund = { amount: total, reason: body.reason, created: nowIso() };
    transaction.events = [...(transaction.events ?? []), event('refunded', transaction.status, `${transaction.currency} ${amount.toFixed(2)} returned`)];
    transaction.updated = transaction.refund.created;
    return ok(transaction);
  },
};
