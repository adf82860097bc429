import { isValidEmail, NEWSLETTER_MESSAGES } from '@agency/shared/contact';

/** The footer's newsletter box: validates, posts to /api/newsletter/subscribe and reports in its status line. */
export function enhanceNewsletter(doc: Document) {
  const form = doc.querySelector<HTMLFormElement>('form[data-newsletter-form]');
  const input = form?.querySelector<HTMLInputElement>('input[name="email"]');
  const status = form?.querySelector<HTMLElement>('[data-newsletter-status]');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !input || !status || !button) return;

  const report = (state: 'success' | 'error', message: string) => {
    status.dataset.state = state;
    status.textContent = message;
    input.toggleAttribute('data-error', state === 'error');
    if (state === 'error') input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const email = input.value.trim();
    if (!isValidEmail(email)) {
      report('error', NEWSLETTER_MESSAGES.emailInvalid);
      input.focus();
      return;
    }
    button.disabled = true;
    try {
      const response = await fetch('/api/newsletter/subscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          email,
          website: (form.elements.namedItem('website') as HTMLInputElement | null)?.value,
          // The confirmation mail is written in the page's language.
          language: document.documentElement.lang,
        }),
      });
      const data = await response.json().catch(() => null);
      if (!response.ok) throw new Error(data?.error?.message ?? NEWSLETTER_MESSAGES.failed);
      form.reset();
      report('success', data?.message ?? NEWSLETTER_MESSAGES.checkInbox);
    } catch (error) {
      report('error', error instanceof TypeError ? NEWSLETTER_MESSAGES.failed : (error as Error).message);
    } finally {
      button.disabled = false;
    }
  });
}
