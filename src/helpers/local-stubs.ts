// Local stubs (docs/design.md, decision 13): state the platform does not serve yet, kept per client instance and
// never sent anywhere.

export interface PendingTask {
  id: string;
  type: 'billing-onboarding';
  isCompleted: boolean;
}

export interface LocalDocument {
  id: string;
  title: string;
  description: string;
  previewURL: string;
  isAccepted: boolean;
  acceptedAt: Date | null;
  acceptedBy: string | null;
  validFrom: Date;
}

export interface BillingItem {
  id: string;
  service: string;
  sku: string;
  unit: string;
  agreement: { id: string; title: string };
  price: number;
}

/** The platform's prices (docs/design.md, decision 13). */
export const BILLING_ITEMS: readonly BillingItem[] = Object.freeze(
  [
    {
      id: 'sms-world',
      service: 'SMS',
      sku: 'sms.world',
      unit: 'piece',
      agreement: { id: 'messaging', title: 'Messaging' },
      price: 0.35,
    },
    {
      id: 'sms-georgia',
      service: 'SMS',
      sku: 'sms.georgia',
      unit: 'piece',
      agreement: { id: 'messaging', title: 'Messaging' },
      price: 0.004,
    },
    {
      id: 'hosting-monthly',
      service: 'Hosting',
      sku: 'hosting.monthly',
      unit: 'month',
      agreement: { id: 'hosting', title: 'Hosting' },
      price: 100,
    },
  ].map((item) => Object.freeze({ ...item, agreement: Object.freeze(item.agreement) })),
);

export interface LocalStubs {
  pendingTasks: {
    list(): PendingTask[];
    /** Marks a task completed; throws for an unknown id. */
    complete(id: string): PendingTask;
  };
  documents: {
    list(): LocalDocument[];
    /** Accepts a document as the signed-in admin, now. */
    accept(id: string, now?: Date): LocalDocument;
  };
  billingItems: {
    list(): BillingItem[];
  };
}

const perClient = new WeakMap<object, LocalStubs>();

/**
 * The local stubs of an admin client: made on first use, then the same for that client
 * (docs/design.md, decision 13). A function rather than a property, so apps that never use them don't carry them.
 */
export function localStubs(admin: { self: { _id: string } }): LocalStubs {
  let stubs = perClient.get(admin);
  if (!stubs) {
    stubs = createLocalStubs(admin.self);
    perClient.set(admin, stubs);
  }
  return stubs;
}

function createLocalStubs(self: { _id: string }): LocalStubs {
  const tasks: PendingTask[] = [{ id: 'billing-onboarding', type: 'billing-onboarding', isCompleted: false }];
  const documents: LocalDocument[] = [
    {
      id: 'terms-of-service',
      title: 'Terms of service',
      description: 'The terms under which the platform is provided.',
      previewURL: '/documents/terms-of-service.pdf',
      isAccepted: false,
      acceptedAt: null,
      acceptedBy: null,
      validFrom: new Date('2026-01-01T00:00:00.000Z'),
    },
    {
      id: 'data-processing-agreement',
      title: 'Data processing agreement',
      description: 'How the platform processes personal data on your behalf.',
      previewURL: '/documents/data-processing-agreement.pdf',
      isAccepted: false,
      acceptedAt: null,
      acceptedBy: null,
      validFrom: new Date('2026-01-01T00:00:00.000Z'),
    },
  ];
  const find = <T extends { id: string }>(list: T[], id: string, what: string): T => {
    const item = list.find((x) => x.id === id);
    if (!item) throw new RangeError(`No ${what} has the id ${JSON.stringify(id)}.`);
    return item;
  };
  // A copy the caller may change freely: its Dates are its own, not the stub's state.
  const copy = (d: LocalDocument): LocalDocument => ({
    ...d,
    validFrom: new Date(d.validFrom),
    acceptedAt: d.acceptedAt && new Date(d.acceptedAt),
  });
  return {
    pendingTasks: {
      list: () => tasks.map((t) => ({ ...t })),
      complete(id) {
        const task = find(tasks, id, 'pending task');
        task.isCompleted = true;
        return { ...task };
      },
    },
    documents: {
      list: () => documents.map(copy),
      accept(id, now = new Date()) {
        const doc = find(documents, id, 'document');
        if (!doc.isAccepted) Object.assign(doc, { isAccepted: true, acceptedAt: new Date(now), acceptedBy: self._id });
        return copy(doc);
      },
    },
    billingItems: { list: () => BILLING_ITEMS.map((b) => ({ ...b, agreement: { ...b.agreement } })) },
  };
}
