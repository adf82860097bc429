import type { Language, Role } from '@agency/shared/enums';
import type { ContactBudget, ContactTimeline } from '@agency/shared/site';
import { textsIn } from './i18n.ts';

/**
 * What a text's parameter holds: words as they were written (names, titles, numbers of documents), integer cents
 * (`{{amount, money}}`), a plural count, or a value of a fixed list that the catalogue translates (a quote's budget
 * and timeline) or that picks the sentence (the role, as i18next's context: `message_admin`).
 */
interface ParamTypes {
  text: string;
  cents: number;
  count: number;
  budget: ContactBudget;
  timeline: ContactTimeline;
  role: Role;
}

/**
 * Every notification text, by its key in locales/<language>/notifications.json (a title and a message each), with
 * the parameters it takes. `notification-texts.test.ts` holds this list and the English catalogue to each other.
 */
export const NOTIFICATION_TEXTS = {
  addedToProject: { project: 'text' },
  taskAssigned: { assigner: 'text', task: 'text' },
  fileShared: { sharer: 'text', file: 'text' },
  messageNew: { project: 'text', sender: 'text', preview: 'text' },
  internalNote: { project: 'text', sender: 'text', preview: 'text' },
  approvalRequested: { requester: 'text', subject: 'text', project: 'text' },
  approvalApproved: { approver: 'text', subject: 'text', project: 'text' },
  approvalChangesRequested: { approver: 'text', subject: 'text', project: 'text', comment: 'text' },
  invoiceSent: { number: 'text', amount: 'cents', dueDate: 'text' },
  eventInvitation: { organizer: 'text', title: 'text', when: 'text' },
  eventUpdated: { organizer: 'text', title: 'text', when: 'text' },
  eventCancelled: { organizer: 'text', title: 'text' },
  eventReminder: { title: 'text', when: 'text' },
  invoiceCancelled: { number: 'text' },
  invoiceOverdue: { number: 'text' },
  invoiceOverdueStaff: { number: 'text', client: 'text', dueDate: 'text' },
  paymentReceived: { amount: 'cents', number: 'text' },
  invoicePaid: { amount: 'cents', number: 'text' },
  paymentRefunded: { amount: 'cents', number: 'text' },
  planInvoiceIssued: { number: 'text', description: 'text' },
  proposalSent: { number: 'text', title: 'text' },
  proposalRevised: { number: 'text', title: 'text' },
  proposalViewed: { client: 'text', number: 'text', title: 'text' },
  proposalApproved: { client: 'text', number: 'text', title: 'text' },
  proposalApprovedWithDeposit: { client: 'text', number: 'text', title: 'text', deposit: 'text' },
  proposalRejected: { client: 'text', number: 'text', title: 'text' },
  proposalRejectedWithReason: { client: 'text', number: 'text', title: 'text', reason: 'text' },
  proposalExpired: { number: 'text', title: 'text' },
  proposalAwaitingDecision: { number: 'text', title: 'text' },
  proposalFollowUpSent: { client: 'text', number: 'text', count: 'count' },
  clientWelcome: { client: 'text' },
  milestoneCompleted: { project: 'text', milestone: 'text' },
  quoteRequested: { name: 'text', client: 'text', budget: 'budget', timeline: 'timeline' },
  invitationAccepted: { name: 'text', email: 'text', role: 'role' },
  timesheetSubmitted: { person: 'text', week: 'text' },
  timesheetApproved: { approver: 'text', week: 'text' },
  timesheetReturned: { approver: 'text', week: 'text', note: 'text' },
  reviewReceived: { reviewer: 'text', count: 'count' },
  webhookDisabled: { url: 'text', count: 'count' },
} as const satisfies Record<string, Record<string, keyof ParamTypes>>;

export type NotificationTextKey = keyof typeof NOTIFICATION_TEXTS;
type Declared<K extends NotificationTextKey> = (typeof NOTIFICATION_TEXTS)[K];
export type NotificationTextParams<K extends NotificationTextKey> = {
  [P in keyof Declared<K>]: ParamTypes[Declared<K>[P] & keyof ParamTypes];
};

/** A notification's words before they meet a language: the key and its parameters, checked together. */
export interface NotificationText {
  readonly key: NotificationTextKey;
  readonly params: Readonly<Record<string, string | number>>;
}

/** `notificationText('taskAssigned', { assigner, task })`: an unknown key or a missing parameter does not compile. */
export function notificationText<K extends NotificationTextKey>(
  key: K,
  params: NotificationTextParams<K>,
): NotificationText {
  return { key, params: params as Record<string, string | number> };
}

/** The title and message in one language (English for a user who never chose one). */
export function renderNotification(
  text: NotificationText,
  language: Language | null | undefined,
): { title: string; message: string } {
  const terms = textsIn(language, 'terms');
  const declared: Record<string, keyof ParamTypes> = NOTIFICATION_TEXTS[text.key];
  // Values go in `replace`, so a parameter can never be read as one of i18next's own options (lng, ns, ...).
  const replace: Record<string, string | number> = {};
  let context: string | undefined;
  for (const [name, value] of Object.entries(text.params)) {
    const type = declared[name];
    if (type === 'budget') replace[name] = terms(`budgets.${value}`);
    else if (type === 'timeline') replace[name] = terms(`timelines.${value}`);
    else if (type === 'role') context = String(value).toLowerCase();
    else replace[name] = value;
  }
  const count = typeof replace.count === 'number' ? replace.count : undefined;
  const t = textsIn(language, 'notifications');
  const options = { replace, context, count };
  return { title: t(`${text.key}.title`, options), message: t(`${text.key}.message`, options) };
}
