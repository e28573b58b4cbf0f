// Bank cards, card payments and their transactions: a payment with a card the user holds creates
// a succeeded transaction that the admin can list, read and refund (in part or whole). A card
// belongs to the user who added it: others neither list, delete nor pay with it. The mock has no
// bank page: `addBankCard` saves a card at once, as if the user had completed it.
import { invalid, newestFirst, noContent, ok, page } from '../../context.js';
import type { Handlers, MockRequest, Platform } from '../../context.js';
import { newRecord, nowIso, objectId } from '../../ids.js';
import type { OnSurfaces } from '../../operations.js';
import { own, type Row } from '../../rows.js';
import { listParam } from '../../list-param.js';
import { answerRow, onId } from '../../table-handlers.js';

type Transaction = Row<'transactions'>;
type TransactionEvent = NonNullable<Transaction['events']>[number];

const event = (type: string, status: Transaction['status'], message: string): TransactionEvent => ({
  _id: objectId(),
  type,
  status,
  message,
  created: nowIso(),
});

/** The caller's card; on the private surface (the project's server) any user's. */
const holds = (card: Row<'bankCards'>, request: Pick<MockRequest, 'surface' | 'user'>) =>
  request.surface === 'private' || card[own].userId === request.user?._id;

const cardsOf = (platform: Platform, userId: string) =>
  platform.store.rows('bankCards').filter((card) => card[own].userId === userId);

const BRANDS = ['visa', 'mastercard'] as const;

const addBankCard = ({ user, body }: MockRequest<'enduser.addBankCard'>, platform: Platform) => {
  const mine = cardsOf(platform, user!._id);
  const isDefault = body.isDefault === true || mine.length === 0;
  const now = new Date();
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  const holder = [user!.firstName, user!.lastName].filter(Boolean).join(' ').toUpperCase();
  platform.store.insert('bankCards', {
    _id: objectId(),
    maskedPan: `**** **** **** ${digits}`,
    brand: BRANDS[mine.length % BRANDS.length]!,
    expiryMonth: now.getUTCMonth() + 1,
    expiryYear: now.getUTCFullYear() + 3,
    holderName: holder || null,
    isDefault,
    created: now.toISOString(),
    [own]: { userId: user!._id },
  });
  // Only once the store has taken the new card (it may refuse it: 413) do the others give up the default.
  if (isDefault) for (const card of mine) card.isDefault = false;
  return ok({ ...platform.example<object>('BankCardRegistration'), transactionId: objectId() });
};

/** A transaction of the caller's payment (a PayWithCard or PayWithLink body), its status and events given. */
function charge(
  platform: Platform,
  { body, user }: MockRequest<OnSurfaces<'payWithCard' | 'payWithLink'>>,
  userId: string | null,
  fields: Pick<Transaction, 'status' | 'method' | 'events'>,
): Transaction {
  const { amount, currency, orderId = null, description } = body;
  return platform.store.insert('transactions', {
    ...newRecord(),
    amount,
    currency,
    userId: user?._id ?? userId,
    orderId,
    ...(description ? { description } : {}),
    ...fields,
    refund: null,
  });
}

const payWithCard = (request: MockRequest<OnSurfaces<'payWithCard'>>, platform: Platform) => {
  const card = platform.store.table('bankCards').get(request.body.cardId);
  // The contract gives no 404 here: an unknown card is a field that fails validation.
  if (!card || !holds(card, request)) return invalid('cardId', 'names no card of this user');
  const transaction = charge(platform, request, card[own].userId, {
    status: 'succeeded',
    method: 'card',
    events: [
      event('created', 'pending', `Payment started with card **** ${card.maskedPan.slice(-4)}`),
      event('captured', 'succeeded', 'Payment captured by the bank'),
    ],
  });
  return ok({ transactionId: transaction._id, status: transaction.status });
};

/**
 * A payment through the bank's page: a pending link transaction the caller can read back; the
 * mock has no bank page, so it stays pending (a card payment is the one that succeeds).
 */
const payWithLink = (request: MockRequest<OnSurfaces<'payWithLink'>>, platform: Platform) => {
  const transaction = charge(platform, request, null, {
    status: 'pending',
    method: 'link',
    events: [event('created', 'pending', 'Payment link issued')],
  });
  const expiresAt = new Date(Date.parse(transaction.created) + 30 * 60_000).toISOString();
  return ok({ transactionId: transaction._id, url: `https://pay.mock.local/checkout/${transaction._id}`, expiresAt });
};

const listTransactions = (
  { query }: MockRequest<'admin.listTransactions' | 'admin.listTransactionsM2'>,
  platform: Platform,
) => {
  const statuses = listParam(query.statuses);
  const rows = platform.store.rows('transactions').filter((t) => !statuses || statuses.includes(t.status));
  return ok(page(rows.sort(newestFirst), query));
};

const onTransaction = onId('transactions');
/** An end user reads only their own. */
const getTransaction = onId(
  'transactions',
  (t, { user }: Pick<MockRequest, 'user'>) => !user || t.userId === user._id,
)(answerRow);

const cents = (amount: number) => Math.round(amount * 100) / 100;

export const handlers: Handlers = {
  'enduser.listBankCards': ({ user }, platform) => ok(cardsOf(platform, user!._id)),
  'enduser.addBankCard': addBankCard,
  'enduser.deleteBankCard': onId(
    'bankCards',
    holds,
  )((card, _request, platform) => {
    platform.store.remove('bankCards', card._id);
    // A user with cards always has a default one: the newest left (the last added, on a tie) takes over.
    const left = cardsOf(platform, card[own].userId);
    if (card.isDefault && left.length) left.reduce((a, b) => (newestFirst(a, b) < 0 ? a : b)).isDefault = true;
    return noContent();
  }),
  'enduser.payWithCard': payWithCard,
  'private.payWithCard': payWithCard,
  'enduser.getTransaction': getTransaction,
  'private.getTransaction': getTransaction,
  'admin.getTransaction': getTransaction,
  'admin.listTransactions': listTransactions,
  'admin.listTransactionsM2': listTransactions,
  'enduser.payWithLink': payWithLink,
  'private.payWithLink': payWithLink,
  'admin.listTransactionEvents': onTransaction((transaction, { query }) => ok(page(transaction.events ?? [], query))),
  'admin.refundTransaction': onTransaction((transaction, { body }, platform) => {
    const refunded = transaction.refund?.amount ?? 0;
    const left = cents(transaction.amount - refunded);
    if (!['succeeded', 'partially_refunded'].includes(transaction.status) || left <= 0)
      return invalid('id', 'transaction cannot be refunded', `a ${transaction.status}`);
    const amount = body.amount ?? left;
    if (amount > left) return invalid('amount', `exceeds the ${left} left to refund`);
    const total = cents(refunded + amount);
    const status = total >= transaction.amount ? 'refunded' : 'partially_refunded';
    const refund = { amount: total, reason: body.reason, created: nowIso() };
    const events = [
      ...(transaction.events ?? []),
      event('refunded', status, `${transaction.currency} ${amount.toFixed(2)} returned`),
    ];
    return ok(platform.store.update('transactions', transaction, { status, refund, events }));
  }),
};
export { seed } from './seed.js';
