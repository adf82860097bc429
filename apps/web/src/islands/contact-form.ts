import {
  CONTACT_MESSAGES,
  type ContactField,
  inquiryMailto,
  inquirySubject,
  validateContactInquiry,
} from '@agency/shared/contact';
// Type only: the island stays free of zod (see contact-api.ts).
import type { ContactResponse } from '@agency/shared/contact-api';
import { openMailClient } from './mail-client';

/** Spec 000 §9: the success panel stays 8 s. */
export const SUCCESS_PANEL_MS = 8000;

type FieldErrors = Partial<Record<ContactField, string>>;

interface ContactUi {
  form: HTMLFormElement;
  submit: HTMLButtonElement;
  submitLabel: string;
  summary: HTMLElement;
  success: HTMLElement;
  fallbackNote: HTMLElement;
  /** Opens the mail client with the stored inquiry, only when the visitor asks (D15): never by itself. */
  successBackup: HTMLButtonElement;
  sentNote: HTMLElement;
  error: HTMLElement;
  errorMessage: HTMLElement;
  backup: HTMLButtonElement;
}

/** Thrown for an answer that is not the one the form expects; its message is what the banner shows. */
class SendError extends Error {
  constructor(
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

export function enhanceContactForm(doc: Document) {
  const ui = findUi(doc);
  if (!ui) return;
  preselectService(ui.form);
  ui.form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit(ui);
  });
  ui.form.addEventListener('input', (event) => clearFieldError(ui.form, (event.target as HTMLInputElement).name));
  ui.backup.addEventListener('click', () => openMailClient(doc, inquiryMailto(readInquiry(ui.form))));
  ui.successBackup.addEventListener('click', () => {
    if (ui.successBackup.dataset.href) openMailClient(doc, ui.successBackup.dataset.href);
  });
}

function findUi(doc: Document): ContactUi | null {
  const form = doc.querySelector<HTMLFormElement>('form[data-contact-form]');
  if (!form) return null;
  // The markup comes from features/contact/contact-form.tsx; a missing part is a bug worth a console error.
  const part = <T extends HTMLElement = HTMLElement>(name: string) => {
    const element = doc.querySelector<T>(`[data-contact-${name}]`);
    if (!element) throw new Error(`contact form: [data-contact-${name}] is missing`);
    return element;
  };
  const submit = part<HTMLButtonElement>('submit');
  return {
    form,
    submit,
    submitLabel: submit.textContent ?? '',
    summary: part('summary'),
    success: part('success'),
    fallbackNote: part('fallback-note'),
    successBackup: part<HTMLButtonElement>('success-backup'),
    sentNote: part('sent-note'),
    error: part('error'),
    errorMessage: part('error-message'),
    backup: part<HTMLButtonElement>('backup'),
  };
}

/** A package's Get Started link arrives as /contact?service=…#inquiry. */
function preselectService(form: HTMLFormElement) {
  const wanted = new URLSearchParams(location.search).get('service');
  const select = form.elements.namedItem('service');
  if (!wanted || !(select instanceof HTMLSelectElement)) return;
  if ([...select.options].some((option) => option.value === wanted)) select.value = wanted;
}

function readInquiry(form: HTMLFormElement) {
  const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
  return {
    ...data,
    name: data.name ?? '',
    email: data.email ?? '',
    service: data.service ?? '',
    message: data.message ?? '',
  };
}

async function submit(ui: ContactUi) {
  const values = readInquiry(ui.form);
  hideBanners(ui);
  const checked = validateContactInquiry(values);
  if (!checked.ok) {
    showFieldErrors(ui, checked.message, checked.fields);
    return;
  }
  setSending(ui, true);
  try {
    // The acknowledgement mail is written in the page's language.
    const answer = await send({
      ...values,
      subject: inquirySubject(checked.value),
      language: ui.form.ownerDocument.documentElement.lang,
    });
    showSuccess(ui, answer);
  } catch (error) {
    if (error instanceof SendError && error.fields) showFieldErrors(ui, error.message, error.fields);
    else showError(ui, error instanceof SendError ? error.message : CONTACT_MESSAGES.unexpected);
  } finally {
    setSending(ui, false);
  }
}

async function send(body: Record<string, string>): Promise<ContactResponse> {
  let response: Response;
  try {
    response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new SendError(CONTACT_MESSAGES.network);
  }
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    // Spec 000 §8: the server's error message when it sent one, else the status.
    const error = data?.error;
    const message = typeof error === 'string' ? error : error?.message;
    throw new SendError(message || CONTACT_MESSAGES.httpStatus(response.status), error?.fields);
  }
  if (!data?.success) throw new SendError(data?.error?.message ?? CONTACT_MESSAGES.failed);
  return data as ContactResponse;
}

function setSending(ui: ContactUi, sending: boolean) {
  ui.submit.disabled = sending;
  ui.form.setAttribute('aria-busy', String(sending));
  const label = ui.submit.querySelector('.mantine-Button-label') ?? ui.submit;
  label.textContent = sending ? 'Sending...' : ui.submitLabel;
}

function hideBanners(ui: ContactUi) {
  ui.summary.hidden = true;
  ui.error.hidden = true;
}

/**
 * The inquiry is stored: say so. When our mail was not delivered the mail client is offered as a button; opening it
 * unasked would have the visitor send the same message twice.
 */
function showSuccess(ui: ContactUi, answer: ContactResponse) {
  const mailto = !answer.emailSent ? answer.fallback?.mailto : undefined;
  ui.fallbackNote.hidden = !mailto;
  ui.successBackup.hidden = !mailto;
  ui.successBackup.dataset.href = mailto ?? '';
  ui.sentNote.hidden = !answer.emailSent;
  ui.form.hidden = true;
  ui.success.hidden = false;
  ui.success.focus();
  setTimeout(() => {
    ui.success.hidden = true;
    ui.form.reset();
    ui.form.hidden = false;
  }, SUCCESS_PANEL_MS);
}

/** The failure banner; the form keeps what was typed (spec 000 §4). */
function showError(ui: ContactUi, message: string) {
  ui.errorMessage.textContent = message;
  ui.error.hidden = false;
}

function showFieldErrors(ui: ContactUi, message: string, fields: FieldErrors) {
  ui.summary.textContent = message;
  ui.summary.hidden = false;
  let first: HTMLElement | null = null;
  for (const [name, text] of Object.entries(fields)) {
    const input = setFieldError(ui.form, name, text ?? '');
    first ??= input;
  }
  first?.focus();
}

function setFieldError(form: HTMLFormElement, name: string, message: string): HTMLElement | null {
  const input = form.elements.namedItem(name);
  const line = form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
  if (!(input instanceof HTMLElement) || !line) return null;
  line.textContent = message;
  line.hidden = message === '';
  if (message) {
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', line.id);
  } else {
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
  }
  // Mantine styles its error state from data-error on the input, its wrapper and its root.
  for (const element of [input, input.closest('.mantine-Input-wrapper'), input.closest('.mantine-InputWrapper-root')]) {
    element?.toggleAttribute('data-error', message !== '');
  }
  return input;
}

function clearFieldError(form: HTMLFormElement, name: string) {
  if (name && form.querySelector(`[data-error-for="${name}"]:not([hidden])`)) setFieldError(form, name, '');
}
