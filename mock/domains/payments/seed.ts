// For `demo`: the examples' bank cards (the end user's: the contract's BankCard does not show its
// owner) and transactions, and 42 drawn transactions of every status with their events.
import type { Seeding } from '../../context.js';
import { demoKit } from '../../demo.js';
import type { SeedRow } from '../../rows.js';

const STATUSES = ['succeeded', 'succeeded', 'pending', 'failed', 'refunded', 'partially_refunded'] as const;
const money = (n: number) => Math.round(n * 100) / 100;

export function seed(seeding: Seeding): void {
  const { rows, fill, shared } = seeding;
  if (seeding.preset !== 'demo') return;
  fill(
    'bankCards',
    rows('bankCards', 'BankCardList').map((card) => ({ ...card, userId: shared.endUserId })),
  );
  fill('transactions', rows('transactions', 'TransactionPage', 'TransactionSucceeded'));
  const { f, id, before, after, iso, ownerOf } = demoKit(seeding);
  shared.transactions = Array.from({ length: 42 }, (_, i): SeedRow<'transactions'> => {
    const status = STATUSES[i % STATUSES.length]!;
    const amount = money(f.number.float({ min: 5, max: 900, fractionDigits: 2 }));
    const created = before(90);
    const event = (type: string, s: (typeof STATUSES)[number], message: string, at: Date) => ({
      _id: id(),
      type,
      status: s,
      message,
      created: iso(at),
    });
    const events = [event('created', 'pending', 'Payment started', created)];
    const failed = status === 'failed';
    if (status !== 'pending')
      events.push(
        event(
          failed ? 'declined' : 'captured',
          failed ? 'failed' : 'succeeded',
          failed ? 'Declined by the bank' : 'Payment captured by the bank',
          after(created, 1),
        ),
      );
    const refundAmount = status === 'refunded' ? amount : status === 'partially_refunded' ? money(amount / 2) : 0;
    const refund = refundAmount
      ? {
          amount: refundAmount,
          reason: f.helpers.arrayElement(['Item returned by the customer', 'Duplicate payment', 'Service cancelled']),
          created: iso(after(created, 20)),
        }
      : null;
    if (refund)
      events.push(event('refunded', status, `GEL ${refundAmount.toFixed(2)} returned`, new Date(refund.created)));
    return {
      _id: id(),
      amount,
      currency: f.helpers.arrayElement(['GEL', 'GEL', 'EUR', 'USD']),
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
