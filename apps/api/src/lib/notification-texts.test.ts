import { LANGUAGES, NOTIFICATION_TYPES, ROLES } from '@agency/shared/enums';
import { CONTACT_BUDGETS, CONTACT_TIMELINES } from '@agency/shared/site';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import {
  NOTIFICATION_TEXTS,
  type NotificationTextKey,
  notificationText,
  renderNotification,
} from './notification-texts.ts';

// The declared parameters of every notification text and the catalogues agree, so a call that compiles renders
// every placeholder in every language; and the rendering itself (English as it always was, values left as given).

const catalogue = (language: string, namespace: string) =>
  i18n.getResourceBundle(language, namespace) as Record<string, Record<string, string>>;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!);
const kinds = Object.keys(NOTIFICATION_TEXTS) as NotificationTextKey[];
const contexts = ROLES.map((role) => role.toLowerCase());

describe('notification texts', () => {
  it('declares exactly the kinds of the English catalogue', () => {
    expect(Object.keys(catalogue('en', 'notifications')).sort()).toEqual([...kinds].sort());
  });

  for (const kind of kinds) {
    it(`${kind}: the English title and message use exactly the declared parameters`, () => {
      const declared: Record<string, string> = NOTIFICATION_TEXTS[kind];
      const texts = catalogue('en', 'notifications')[kind]!;
      const keys = Object.keys(texts).sort();
      const role = Object.values(declared).includes('role');
      const plural = Object.values(declared).includes('count');
      if (role) expect(keys).toEqual(['title', ...contexts.map((c) => `message_${c}`)].sort());
      else if (plural) expect(keys).toEqual(['message_one', 'message_other', 'title']);
      else expect(keys).toEqual(['message', 'title']);

      const used = new Set(Object.values(texts).flatMap(placeholders));
      const expected = Object.entries(declared)
        .filter(([, type]) => type !== 'role')
        .map(([name]) => name);
      expect([...used].sort()).toEqual(expected.sort());
    });
  }

  it('writes amounts of money through the money formatter in every language', () => {
    for (const language of LANGUAGES) {
      for (const kind of kinds) {
        const money = Object.entries(NOTIFICATION_TEXTS[kind] as Record<string, string>)
          .filter(([, type]) => type === 'cents')
          .map(([name]) => name);
        for (const text of Object.values(catalogue(language, 'notifications')[kind]!)) {
          for (const name of money) {
            const uses = text.match(new RegExp(`\\{\\{\\s*${name}\\b[^}]*\\}\\}`, 'g')) ?? [];
            for (const use of uses) expect(use, `${language}: ${kind}`).toBe(`{{${name}, money}}`);
          }
        }
      }
    }
  });

  it('has a translation for every budget and timeline a quote request offers, and every notification type', () => {
    const terms = catalogue('en', 'terms');
    expect(Object.keys(terms.budgets!).sort()).toEqual([...CONTACT_BUDGETS].sort());
    expect(Object.keys(terms.timelines!).sort()).toEqual([...CONTACT_TIMELINES].sort());
    expect(Object.keys(catalogue('en', 'emails').types!).sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });
});

describe('renderNotification()', () => {
  it('writes English as it always was, for null (never chosen) as for en', () => {
    const sent = notificationText('invoiceSent', { number: 'INV-2026-0007', amount: 123_456, dueDate: '2026-11-05' });
    for (const language of [null, 'en'] as const) {
      expect(renderNotification(sent, language)).toEqual({
        title: 'New invoice INV-2026-0007',
        message: '$1,234.56 due 2026-11-05',
      });
    }
    const joined = notificationText('invitationAccepted', { name: 'Ada', email: 'ada@example.com', role: 'AGENT' });
    expect(renderNotification(joined, null)).toEqual({
      title: 'Invitation accepted',
      message: 'Ada (ada@example.com) accepted the invitation and joined as agent.',
    });
    const followUp = notificationText('proposalFollowUpSent', { client: 'Harbor', number: 'PRO-1', count: 7 });
    expect(renderNotification(followUp, null).message).toBe('Harbor was reminded about PRO-1 after 7 days.');
  });

  it('writes money, dates, plurals and roles the language’s way', () => {
    const sent = notificationText('invoiceSent', { number: 'INV-7', amount: 123_456, dueDate: '2026-11-05' });
    expect(renderNotification(sent, 'de').message).toBe('1.234,56\u00a0$, fällig am 05.11.2026');
    const followUp = notificationText('proposalFollowUpSent', { client: 'Harbor', number: 'PRO-1', count: 1 });
    expect(renderNotification(followUp, 'de').message).toBe('Harbor wurde nach 1 Tag an PRO-1 erinnert.');
    const joined = notificationText('invitationAccepted', { name: 'Ada', email: 'a@x.io', role: 'CLIENT' });
    expect(renderNotification(joined, 'fr').message).toBe(
      'Ada (a@x.io) a accepté l’invitation et a rejoint le portail en tant que client.',
    );
  });

  it('leaves the values people typed as they are: no escaping, no second interpolation, no nesting', () => {
    const typed = '<b>Tom & Jerry</b> {{task}} $t(taskAssigned.title) $& $1';
    const text = notificationText('taskAssigned', { assigner: typed, task: 'Launch' });
    expect(renderNotification(text, 'es').message).toBe(`${typed} te ha asignado «Launch».`);
  });
});
