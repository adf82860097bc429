import { SITE } from '@agency/shared/site';

export interface NewsletterOutcome {
  title: string;
  text: string;
}

/** The pages newsletter e-mail links land on (the API redirects to /newsletter/<outcome>). */
export const NEWSLETTER_OUTCOMES: Record<string, NewsletterOutcome> = {
  confirmed: {
    title: 'You’re subscribed',
    text: 'Thank you for confirming. The next issue of our newsletter will arrive in your inbox, and every issue has a link to unsubscribe in one click.',
  },
  unsubscribed: {
    title: 'You’ve been unsubscribed',
    text: 'You will not receive our newsletter any more. Changed your mind? Sign up again at the bottom of any page.',
  },
  'invalid-link': {
    title: 'This link is no longer valid',
    text: `The link may have been used already or have expired. If you already confirmed your subscription, you are all set. Otherwise, sign up again at the bottom of this page, or write to ${SITE.contactEmail}.`,
  },
};
