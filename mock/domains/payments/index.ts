// Bank cards (docs/guide.md, "What it holds to"), card payments and their transactions: a payment with a card the
// user holds creates a succeeded transaction that the admin can list, read and refund (in part or whole).
import { invalid, newestFirst, noContent, ok, page } from '../../context.js';
import type { Handlers, Identity, MockRequest, Platform, Seeding } from '../../context.js';
import { demoKit } from '../../demo.js';
import { newRecord, nowIso, objectId } from '../../ids.js';
import type { OnSurfaces } from '../../operations.js';
import { own, type Row, type SeedRow } from '../../rows.js';
import { listParam } from '../../list-param.js';
import { answerRow, onId, onSurfaces, tableHandlers } from '../../table-handlers.js';

type Transaction = Row<'transactions'>;

const cents = (amount: number) => Math.round(amount * 100) / 100;
function event(type: string, status: Transaction['status'], message: string, created = nowIso(), _id = objectId()) {
  return { _id, type, status, message, created };
}
const CAPTURED: [string, Transaction['status'], string] = ['captured', 'succeeded', 'Payment captured by the bank'];
const DECLINED: typeof CAPTURED = ['declined', 'failed', 'Declined by the bank'];

/** The caller's card; on the private surface (the project's server) any user's. */
const holds = (card: Row<'bankCards'>, request: Pick<MockRequest, 'surface' | 'user'>) =>
  request.surface === 'private' || card[own].userId === request.user?._id;

const cardsOf = (platform: Platform, userId: string) =>
  platform.store.rows('bankCards').filter((card) => card[own].userId === userId);

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

const { list: listTransactions } = tableHandlers('transactions', {
  order: newestFirst,
  where: (t, { query }: MockRequest<'admin.listTransactions' | 'admin.listTransactionsM2'>) =>
    listParam(query.statuses)?.includes(t.status) ?? true,
});

const onTransaction = onId('transactions');

export const handlers: Handlers = {
  ...onSurfaces(['enduser', 'private'], {
    payWithCard: (request, platform) => {
      const card = platform.store.table('bankCards').get(request.body.cardId);
      // The contract gives no 404 here: an unknown card is a field that fails validation.
      if (!card || !holds(card, request)) return invalid('cardId', 'names no card of this user');
      const transaction = charge(platform, request, card[own].userId, {
        status: 'succeeded',
        method: 'card',
        events: [
          event('created', 'pending', `Payment started with card **** ${card.maskedPan.slice(-4)}`),
          event(...CAPTURED),
        ],
      });
      return ok({ transactionId: transaction._id, status: transaction.status });
    },
    // Through the bank's page, which the mock has not: it stays pending (a card payment is the one that succeeds).
    payWithLink: (request, platform) => {
      const { _id: transactionId, created } = charge(platform, request, null, {
        status: 'pending',
        method: 'link',
        events: [event('created', 'pending', 'Payment link issued')],
      });
      const expiresAt = new Date(Date.parse(created) + 30 * 60_000).toISOString();
      return ok({ transactionId, url: `https://pay.mock.local/checkout/${transactionId}`, expiresAt });
    },
  }),
  ...onSurfaces(['admin', 'enduser', 'private'], {
    getTransaction: onId('transactions', (t, { user }: Identity) => !user || t.userId === user._id)(answerRow),
  }),
  'enduser.listBankCards': ({ user }, platform) => ok(cardsOf(platform, user!._id)),
  'enduser.addBankCard': ({ user, body }, platform) => {
    const mine = cardsOf(platform, user!._id);
    const isDefault = body.isDefault === true || mine.length === 0;
    const now = new Date();
    const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
    const holder = [user!.firstName, user!.lastName].filter(Boolean).join(' ').toUpperCase();
    platform.store.insert('bankCards', {
      _id: objectId(),
      maskedPan: `**** **** **** ${digits}`,
      brand: mine.length % 2 ? 'mastercard' : 'visa',
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
  },
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
  'admin.listTransactions': listTransactions,
  'admin.listTransactionsM2': listTransactions,
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

const STATUSES = ['succeeded', 'succeeded', 'pending', 'failed', 'refunded', 'partially_refunded'] as const;
const REFUND_REASONS = ['Item returned by the customer', 'Duplicate payment', 'Service cancelled'];

// The examples' bank cards (the end user's) and transactions, and 42 drawn of every status with their events.
export function demo(seeding: Seeding): void {
  const { rows, fill, shared } = seeding;
  fill(
    'bankCards',
    rows('bankCards', 'BankCardList').map((card) => ({ ...card, userId: shared.endUserId })),
  );
  fill('transactions', rows('transactions', 'TransactionPage', 'TransactionSucceeded'));
  const { f, id, before, after, iso, ownerOf } = demoKit(seeding);
  shared.transactions = Array.from({ length: 42 }, (_, i): SeedRow<'transactions'> => {
    const status = STATUSES[i % STATUSES.length]!;
    const currency = f.helpers.arrayElement(['GEL', 'GEL', 'EUR', 'USD']);
    const amount = cents(f.number.float({ min: 5, max: 900, fractionDigits: 2 }));
    const created = before(90);
    const events = [event('created', 'pending', 'Payment started', iso(created), id())];
    if (status !== 'pending')
      events.push(event(...(status === 'failed' ? DECLINED : CAPTURED), iso(after(created, 1)), id()));
    const refundAmount = status === 'refunded' ? amount : status === 'partially_refunded' ? cents(amount / 2) : 0;
    const refund = refundAmount
      ? { amount: refundAmount, reason: f.helpers.arrayElement(REFUND_REASONS), created: iso(after(created, 20)) }
      : null;
    if (refund)
      events.push(event('refunded', status, `${currency} ${refundAmount.toFixed(2)} returned`, refund.created, id()));
    return {
      _id: id(),
      amount,
      currency,
      status,
      method: i % 3 === 0 ? 'link' : 'card',
      userId: ownerOf(i),
      orderId: f.helpers.maybe(() => id(), { probability: 0.5 }) ?? null,
      description: f.commerce.productName(),
      events,
      refund,
      created: iso(created),
      updated: events.at(-1)!.created,
    };
  });
  fill('transactions', shared.transactions);
}
