// The contact inquiry and newsletter rules with the spec's messages (000 §5, §8), shared by the API and the
// browser. Plain TypeScript on purpose: the public pages' script imports this file, and zod would outweigh it.
import { LANGUAGES, type Language } from './enums.ts';
import { CONTACT_BUDGETS, CONTACT_SERVICES, CONTACT_TIMELINES, SITE } from './site.ts';

export const CONTACT_MESSAGES = {
  required: 'Name, email, and message are required',
  emailInvalid: 'Please enter a valid email address.',
  nameMissing: 'Please enter your name.',
  emailMissing: 'Please enter your email address.',
  messageMissing: 'Please tell us about your project.',
  serviceMissing: 'Please choose the service you need.',
  choiceInvalid: 'Please choose one of the options in the list.',
  tooLong: (max: number) => `Please keep this under ${max.toLocaleString('en-US')} characters.`,
  // The error catalogue (000 §8).
  network: 'Unable to send message. Please check your internet connection and try again.',
  failed: 'Failed to send message. Please try again.',
  unexpected: 'Failed to send message. Please try again or contact us directly.',
  httpStatus: (status: number) => `HTTP error! status: ${status}`,
  rateLimited: `You have sent several messages in a short time. Please wait an hour before sending another, or email us at ${SITE.contactEmail}.`,
} as const;

/**
 * The language of the page a visitor used (its `<html lang>`, "de" or "de-CH"), which the contact and newsletter
 * forms send along: their mails are written in it. Null for anything else (the mails are then in English).
 */
export function pageLanguage(value: unknown): Language | null {
  const base = typeof value === 'string' ? value.trim().toLowerCase().split('-')[0] : '';
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : null;
}

/** Hidden from people, filled by form-filling bots (the contact and newsletter forms carry it). */
export const HONEYPOT_FIELD = 'website';

export const CONTACT_LIMITS = {
  name: 200,
  email: 254,
  company: 200,
  message: 5000,
} as const;

/** The spec's "simple pattern": text, an at sign, text, a dot, text. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Never with a NUL: PostgreSQL cannot store it, so it would fail as a 500 instead of this message. */
export function isValidEmail(value: string): boolean {
  return value.length <= CONTACT_LIMITS.email && !value.includes('\u0000') && EMAIL_PATTERN.test(value);
}

export interface ContactInquiry {
  name: string;
  email: string;
  company?: string;
  service: string;
  budget?: string;
  timeline?: string;
  message: string;
}

export type ContactField = keyof ContactInquiry;

export type ContactValidation =
  | { ok: true; value: ContactInquiry }
  | { ok: false; message: string; fields: Partial<Record<ContactField, string>> };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optional = (value: string): string | undefined => (value === '' ? undefined : value);

/**
 * Checks an inquiry as typed into the form or received by the API. `message` is the banner text: the spec's
 * combined message when name, e-mail or message is missing, else the first field's own message.
 */
export function validateContactInquiry(input: Record<string, unknown>): ContactValidation {
  const value: ContactInquiry = {
    name: text(input.name),
    email: text(input.email),
    company: optional(text(input.company)),
    service: text(input.service),
    budget: optional(text(input.budget)),
    timeline: optional(text(input.timeline)),
    message: text(input.message),
  };
  const fields = fieldErrors(value);
  const keys = Object.keys(fields) as ContactField[];
  if (keys.length === 0) return { ok: true, value };
  const missingRequired = !value.name || !value.email || !value.message;
  return { ok: false, message: missingRequired ? CONTACT_MESSAGES.required : fields[keys[0]!]!, fields };
}

function fieldErrors(value: ContactInquiry): Partial<Record<ContactField, string>> {
  const fields: Partial<Record<ContactField, string>> = {};
  if (!value.name) fields.name = CONTACT_MESSAGES.nameMissing;
  else if (value.name.length > CONTACT_LIMITS.name) fields.name = CONTACT_MESSAGES.tooLong(CONTACT_LIMITS.name);
  if (!value.email) fields.email = CONTACT_MESSAGES.emailMissing;
  else if (!isValidEmail(value.email)) fields.email = CONTACT_MESSAGES.emailInvalid;
  if (value.company && value.company.length > CONTACT_LIMITS.company) {
    fields.company = CONTACT_MESSAGES.tooLong(CONTACT_LIMITS.company);
  }
  if (!value.service) fields.service = CONTACT_MESSAGES.serviceMissing;
  else if (!isOneOf(CONTACT_SERVICES, value.service)) fields.service = CONTACT_MESSAGES.choiceInvalid;
  if (value.budget && !isOneOf(CONTACT_BUDGETS, value.budget)) fields.budget = CONTACT_MESSAGES.choiceInvalid;
  if (value.timeline && !isOneOf(CONTACT_TIMELINES, value.timeline)) {
    fields.timeline = CONTACT_MESSAGES.choiceInvalid;
  }
  if (!value.message) fields.message = CONTACT_MESSAGES.messageMissing;
  else if (value.message.length > CONTACT_LIMITS.message) {
    fields.message = CONTACT_MESSAGES.tooLong(CONTACT_LIMITS.message);
  }
  return fields;
}

function isOneOf(list: readonly string[], value: string): boolean {
  return list.includes(value);
}

/** The subject the spec builds from the service, the name and the optional company (000 §3). */
export function inquirySubject({ service, name, company }: Pick<ContactInquiry, 'service' | 'name' | 'company'>) {
  return `${service} inquiry from ${name}${company ? ` (${company})` : ''}`;
}

/** The inquiry as plain text: the agency's e-mail body and the mail-client fallback's body. */
export function inquiryText(inquiry: ContactInquiry): string {
  return [
    `Name: ${inquiry.name}`,
    `Email: ${inquiry.email}`,
    `Company: ${inquiry.company ?? '-'}`,
    `Service: ${inquiry.service}`,
    `Budget: ${inquiry.budget ?? 'Not given'}`,
    `Timeline: ${inquiry.timeline ?? 'Not given'}`,
    '',
    inquiry.message,
  ].join('\n');
}

/** A mailto: link that opens the visitor's mail client with the inquiry filled in (the spec's fallback). */
export function inquiryMailto(inquiry: ContactInquiry, to: string = SITE.contactEmail): string {
  const params = `subject=${encodeURIComponent(inquirySubject(inquiry))}&body=${encodeURIComponent(inquiryText(inquiry))}`;
  return `mailto:${to}?${params}`;
}

export const NEWSLETTER_MESSAGES = {
  emailInvalid: CONTACT_MESSAGES.emailInvalid,
  checkInbox: 'Thanks! Please check your inbox and click the link to confirm your subscription.',
  failed: 'We could not sign you up just now. Please try again in a moment.',
} as const;
