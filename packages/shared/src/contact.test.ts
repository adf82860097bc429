import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, inquiryMailto, inquirySubject, isValidEmail, validateContactInquiry } from './contact.ts';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  service: 'Web Development',
  budget: '$15,000 - $50,000',
  timeline: '1-3 months',
  message: 'We need a new storefront before the holiday season.',
};

describe('validateContactInquiry', () => {
  it('accepts a complete inquiry and trims what was typed', () => {
    const result = validateContactInquiry({ ...valid, name: '  Ada Lovelace ', company: '   ' });
    expect(result).toEqual({ ok: true, value: { ...valid, company: undefined } });
  });

  it('accepts an inquiry without the optional company, budget and timeline', () => {
    const result = validateContactInquiry({ ...valid, company: '', budget: '', timeline: undefined });
    expect(result.ok).toBe(true);
  });

  it('answers the spec message when name, e-mail or message is missing, with a message per field', () => {
    const result = validateContactInquiry({ ...valid, name: '', message: ' ' });
    expect(result).toEqual({
      ok: false,
      message: 'Name, email, and message are required',
      fields: { name: CONTACT_MESSAGES.nameMissing, message: CONTACT_MESSAGES.messageMissing },
    });
  });

  it('answers the spec message for an e-mail without at sign or dot', () => {
    for (const email of ['ada.example.com', 'ada@example', 'ada @example.com', '@example.com']) {
      const result = validateContactInquiry({ ...valid, email });
      expect(result, email).toEqual({
        ok: false,
        message: 'Please enter a valid email address.',
        fields: { email: 'Please enter a valid email address.' },
      });
    }
  });

  it('requires a service from the list and refuses choices that are not offered', () => {
    expect(validateContactInquiry({ ...valid, service: '' })).toMatchObject({
      ok: false,
      message: CONTACT_MESSAGES.serviceMissing,
    });
    expect(validateContactInquiry({ ...valid, service: 'Crypto mining', budget: 'A million' })).toMatchObject({
      ok: false,
      fields: { service: CONTACT_MESSAGES.choiceInvalid, budget: CONTACT_MESSAGES.choiceInvalid },
    });
  });

  it('limits the length of every free-text field', () => {
    const result = validateContactInquiry({ ...valid, message: 'x'.repeat(5001), company: 'c'.repeat(201) });
    expect(result).toMatchObject({
      ok: false,
      fields: {
        message: 'Please keep this under 5,000 characters.',
        company: 'Please keep this under 200 characters.',
      },
    });
  });

  it('treats values that are not strings as missing', () => {
    const result = validateContactInquiry({ name: 42, email: ['a@b.co'], service: 'Other', message: {} });
    expect(result).toMatchObject({ ok: false, message: CONTACT_MESSAGES.required });
  });
});

describe('isValidEmail', () => {
  it('follows the simple text@text.text pattern', () => {
    expect(isValidEmail('hello@northstardigital.example')).toBe(true);
    expect(isValidEmail('first.last+tag@mail.co.uk')).toBe(true);
    expect(isValidEmail('no-at-sign.example.com')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
    // PostgreSQL cannot store a NUL: the newsletter and contact forms must refuse it as a bad address (400).
    expect(isValidEmail('a\u0000b@example.com')).toBe(false);
  });
});

describe('inquiry subject and mail-client fallback', () => {
  it('builds the subject from the service, the name and the optional company', () => {
    expect(inquirySubject(valid)).toBe('Web Development inquiry from Ada Lovelace (Analytical Engines Ltd)');
    expect(inquirySubject({ ...valid, company: undefined })).toBe('Web Development inquiry from Ada Lovelace');
  });

  it('opens a message to the agency with the inquiry filled in', () => {
    const link = inquiryMailto({ ...valid, company: undefined, budget: undefined }, 'team@agency.example');
    const url = new URL(link);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('team@agency.example');
    const params = new URLSearchParams(url.search);
    expect(params.get('subject')).toBe('Web Development inquiry from Ada Lovelace');
    expect(params.get('body')).toContain('Budget: Not given');
    expect(params.get('body')).toContain(valid.message);
  });
});
