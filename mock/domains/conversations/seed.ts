// The examples' conversations and messages, and 8 drawn conversations between the staff and users.
import type { Seeding } from '../../context.js';
import { demoKit, SAYINGS, STAFF_IDS } from '../../demo.js';
import type { SeedRow } from '../../rows.js';

export function demo(seeding: Seeding): void {
  const { rows, fill, shared } = seeding;
  const conversations = rows('conversations', 'ConversationPage');
  fill('conversations', conversations);
  // A conversation's last message is the message stored (one object, seen by both at once).
  const last = new Map(conversations.map((c) => [c.lastMessage?._id, c.lastMessage]));
  fill(
    'messages',
    rows('messages', 'MessagePage', 'ConversationPage.lastMessage').map((m) => last.get(m._id) ?? m),
  );

  const { f, id, before, after, iso, apartment } = demoKit(seeding);
  const pdf = () => ({
    url: `https://files.example.com/${f.string.alphanumeric(10)}.pdf`,
    name: `${f.system.fileName({ extensionCount: 0 })}.pdf`,
    mimeType: 'application/pdf',
  });
  const demo: SeedRow<'conversations'>[] = [];
  const messages: SeedRow<'messages'>[] = [];
  for (let c = 0; c < 8; c += 1) {
    const staff = STAFF_IDS[c % STAFF_IDS.length]!;
    const participants = [c % 2 === 0 ? shared.endUserId : shared.users[c]!._id, staff];
    const _id = id();
    let at = before(60);
    const created = iso(at);
    const history = Array.from({ length: f.number.int({ min: 4, max: 14 }) }, (_, m): SeedRow<'messages'> => {
      at = after(at, 2);
      return {
        _id: id(),
        conversationId: _id,
        senderId: participants[m % 2]!,
        text: f.helpers.arrayElement(SAYINGS),
        attachments: m % 5 === 4 ? [pdf()] : [],
        seen: true,
        seenAt: iso(at),
        created: iso(at),
      };
    });
    // The newest message of every other conversation is unread.
    if (c % 2 === 0) Object.assign(history.at(-1)!, { seen: false, seenAt: null });
    messages.push(...history);
    demo.push({
      _id,
      topic: f.helpers.arrayElement(['General', 'Sales', 'Contact Center']),
      title: f.helpers.arrayElement([
        `Lease for apartment ${apartment()}`,
        `Invoice ${f.number.int({ min: 1000, max: 9999 })}`,
        `Repair in ${apartment()}`,
        `Move-in on ${f.date.month()} ${f.number.int({ min: 1, max: 28 })}`,
      ]),
      participants,
      lastMessage: history.at(-1)!,
      unreadCount: 0,
      archived: c === 7,
      created,
      updated: history.at(-1)!.created,
    });
  }
  fill('conversations', demo);
  fill('messages', messages);
}
