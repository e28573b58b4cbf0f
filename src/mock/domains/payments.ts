// Bank cards, card payments and their transactions: a payment with a card the user holds creates
// a succeeded transaction that the admin can list, read and refund (in part or whole). A card
// belongs to the user who added it: others neither list, delete nor pay with it. The mock has no
// bank page: `addBankCard` saves a card at once, as if the user had completed it.
import { fail, newestFirst, noContent, notFound, ok, page, type Handlers, type MockRequest, type Platform } from '../context.js';
import { nowIso, objectId } from '../ids.js';
import { view, type Row } from '../store.js';
import { listParam } from './request-actions.js';

const event = (type: string, status: string, message: string) => ({ _id: objectId(), type, status, message, created: nowIso() });


/** The caller's card `id`; on the private surface (the project's server) any user's. */
function cardOf(request: MockRequest, platform: Platform, id: string): Row | undefined {
  const card = platform.store.table('bankCards').get(id);
  return card && (request.surface === 'private' || card.userId === request.user?._id) ? card : undefined;
}

const cardsOf = (platform: Platform, user: Row) => platform.store.rows('bankCards').filter((card) => card.userId === user._id);

const BRANDS = ['visa', 'mastercard'] as const;

const addBankCard = (request: MockRequest, platform: Platform) => {
  const user = request.user!;
  const mine = cardsOf(platform, user);
  const isDefault = request.body.isDefault === true || mine.length === 0;
  if (isDefault) for (const card of mine) card.isDefault = false;
  const now = new Date();
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  const holder = [user.firstName, user.lastName].filter(Boolean).join(' ').toUpperCase();
  const transactionId = objectId();
  platform.store.insert('bankCards', {
    _id: objectId(),
    maskedPan: `**** **** **** ${digits}`,
    brand: BRANDS[mine.length % BRANDS.length],
    expiryMonth: now.getUTCMonth() + 1,
    expiryYear: now.getUTCFullYear() + 3,
    holderName: holder || null,
    isDefault,
    created: now.toISOString(),
    userId: user._id,
  });
  const registration = platform.example<Record<string, unknown>>('BankCardRegistration');
  return ok({ ...registration, transactionId });
};

const payWithCard = (request: MockRequest, platform: Platform) => {
  const { body } = request;
  const card = cardOf(request, platform, body.cardId);
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
    userId: request.user?._id ?? card.userId ?? null,
    orderId: body.orderId ?? null,
    ...(body.description ? { description: body.description } : {}),
    events: [event('created', 'pending', `Payment started with card **** ${last4}`), event('captured', 'succeeded', 'Payment captured by the bank')],
    refund: null,
    created: now,
    updated: now,
  });
  return ok({ transactionId: transaction._id, status: transaction.status });
};

/**
 * A payment through the bank's page: a pending link transaction the caller can read back; the
 * mock has no bank page, so it stays pending (a card payment is the one that succeeds).
 */
const payWithLink = (request: MockRequest, platform: Platform) => {
  const { body } = request;
  const now = new Date();
  const transaction = platform.store.insert('transactions', {
    _id: objectId(),
    amount: body.amount,
    currency: body.currency,
    status: 'pending',
    method: 'link',
    userId: request.user?._id ?? null,
    orderId: body.orderId ?? null,
    ...(body.description ? { description: body.description } : {}),
    events: [event('created', 'pending', 'Payment link issued')],
    refund: null,
    created: now.toISOString(),
    updated: now.toISOString(),
  });
  const expiresAt = new Date(now.getTime() + 30 * 60_000).toISOString();
  return ok({ transactionId: transaction._id, url: `https://pay.mock.local/checkout/${transaction._id}`, expiresAt });
};

const listTransactions = ({ query }: MockRequest, platform: Platform) => {
  const statuses = listParam(query.statuses);
  const rows = platform.store.rows('transactions').filter((t) => !statuses || statuses.includes(t.status)).sort(newestFirst);
  return ok(page(rows, query));
};

const getTransaction = (request: MockRequest, platform: Platform) => {
  const transaction = platform.store.table('transactions').get(request.params.id!);
  if (!transaction || (request.user && transaction.userId !== request.user._id)) return notFound();
  return ok(transaction);
};

const refunded = (t: Row): number => Number(t.refund?.amount ?? 0);

export const paymentHandlers: Handlers = {
  'enduser.listBankCards': ({ user }, platform) => ok(cardsOf(platform, user!).map((card) => view('bankCards', card))),
  'enduser.addBankCard': addBankCard,
  'enduser.deleteBankCard': (request, platform) => {
    const card = cardOf(request, platform, request.params.id!);
    if (!card) return notFound();
    platform.store.table('bankCards').delete(card._id);
    // A user with cards always has a default one: the newest left (the last added, on a tie) takes over.
    const left = cardsOf(platform, { _id: card.userId } as Row);
    if (card.isDefault && left.length) left.reduce((a, b) => (newestFirst(a, b) < 0 ? a : b)).isDefault = true;
    return noContent();
  },
  'enduser.payWithCard': payWithCard,
  'private.payWithCard': payWithCard,
  'enduser.getTransaction': getTransaction,
  'private.getTransaction': getTransaction,
  'admin.getTransaction': getTransaction,
  'admin.listTransactions': listTransactions,
  'admin.listTransactionsM2': listTransactions,
  'enduser.payWithLink': payWithLink,
  'private.payWithLink': payWithLink,
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
