import type { Language, NotificationType } from '@agency/shared/enums';
import { type ComposedMail, composeMail, greeting } from '../compose.ts';

// Notification e-mails (D19): one notification at once, or the day's unread ones in a digest. The titles and
// messages were written in the recipient's language when the notifications were made (lib/notification-texts.ts).

export interface NotificationItem {
  type: NotificationType;
  title: string;
  message: string;
  /** Absolute: where the notification leads in the portal. */
  link: string;
}

export function notificationEmail(
  input: NotificationItem & { name: string; settingsLink: string },
  language: Language | null,
): ComposedMail {
  return composeMail(language, (kit) => ({
    subject: kit.t('immediateSubject', { title: input.title }),
    content: {
      heading: input.title,
      paragraphs: [greeting(kit, input.name), ...(input.message ? [input.message] : [])],
      button: { label: kit.t('layout.open'), url: input.link },
      footnotes: [
        kit.t('immediateFooter', { type: kit.t(`types.${input.type}`) }),
        kit.t('settings', { link: input.settingsLink }),
      ],
    },
  }));
}

export function digestEmail(
  input: { name: string; items: NotificationItem[]; settingsLink: string },
  language: Language | null,
): ComposedMail {
  const count = input.items.length;
  return composeMail(language, (kit) => ({
    subject: kit.t('digestSubject', { count }),
    content: {
      paragraphs: [
        greeting(kit, input.name),
        kit.t('digestIntro', { count }),
        ...input.items.map((item) =>
          [`[${kit.t(`types.${item.type}`)}] ${item.title}`, ...(item.message ? [item.message] : []), item.link].join(
            '\n',
          ),
        ),
      ],
      footnotes: [kit.t('digestFooter'), kit.t('settings', { link: input.settingsLink })],
    },
  }));
}
