// For `demo`: the examples' notifications, and 16 drawn for the end user, payments and news.
import type { Seeding } from '../../context.js';
import { DAY, demoKit } from '../../demo.js';
import type { SeedRow } from '../../rows.js';

export function seed(seeding: Seeding): void {
  if (seeding.preset !== 'demo') return;
  seeding.fill('notifications', seeding.rows('notifications', 'NotificationPage'));
  const { f, now, id, before, after, iso } = demoKit(seeding);
  const { endUserId, transactions } = seeding.shared;
  const demo = Array.from({ length: 16 }, (_, i): SeedRow<'notifications'> => {
    // Newest first by index, a few days apart: the three newest (and every fifth after) unread, so
    // the first page a person opens shows what is new.
    const created = before(2, new Date(now.getTime() - i * 3 * DAY));
    const seen = i >= 3 && i % 5 !== 4;
    const payment = transactions[i % transactions.length]!;
    return {
      _id: id(),
      userId: endUserId,
      channel: 'IN_APP',
      ...(i % 2 === 0
        ? { type: 'PAYMENT' as const, data: { transactionId: payment._id } }
        : { sourceType: 'News' as const, data: {} }),
      title: i % 2 === 0 ? 'Payment received' : `News: ${f.company.catchPhrase()}`,
      body:
        i % 2 === 0
          ? `Your payment of ${payment.amount.toFixed(2)} ${payment.currency} was received.`
          : `${f.person.fullName()} wrote about ${f.commerce.productName().toLowerCase()}.`,
      seen,
      seenAt: seen ? iso(after(created, 2)) : null,
      created: iso(created),
    };
  });
  seeding.fill('notifications', demo);
}
