import { readdirSync, readFileSync } from 'node:fs';
import { API_MESSAGES } from '@agency/shared/api-messages';
import { newPasswordForm, totpCodeForm } from '@agency/shared/auth';
import { CALLBACK_MESSAGES, LOGIN_MESSAGES, PASSWORD_MESSAGES, RESET_MESSAGES } from '@agency/shared/auth-rules';
import { AUTOMATION_MESSAGES } from '@agency/shared/automations-values';
import { CALENDAR_MESSAGES } from '@agency/shared/calendar';
import { INTEGRATION_MESSAGES } from '@agency/shared/integrations';
import { inviteUserBody } from '@agency/shared/invitations';
import { INVOICE_MESSAGES } from '@agency/shared/invoices';
import { LOG_MESSAGES } from '@agency/shared/logs-values';
import { MESSAGING_MESSAGES } from '@agency/shared/messaging';
import { PAYROLL_MESSAGES } from '@agency/shared/payroll-api';
import { PLAN_MESSAGES } from '@agency/shared/plans';
import { DELETE_ACCOUNT_MESSAGES, PROFILE_MESSAGES } from '@agency/shared/profile-values';
import { NUL_MESSAGE } from '@agency/shared/schema-primitives';
import { TEAM_MESSAGES } from '@agency/shared/team-values';
import { TIME_MESSAGES } from '@agency/shared/time-values';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import english from '../locales/en/messages.json';
import { ApiError } from './api';
import { errorMessage, translateErrors, translateMessage } from './error-message';

const englishTexts = new Set(
  Object.values(english as Record<string, Record<string, string>>).flatMap((group) => Object.values(group)),
);

describe('messages in the chosen language', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('es');
    await i18n.loadNamespaces('messages');
  });
  afterAll(() => i18n.changeLanguage('en'));

  it("passes the server's message on, translated", () => {
    expect(errorMessage(new ApiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'), 'x')).toBe(
      'Correo electrónico o contraseña no válidos',
    );
  });

  it('translates the shared rules and the fields the server sends back', () => {
    expect(translateMessage(LOGIN_MESSAGES.emailRequired)).toBe('El correo electrónico es obligatorio');
    expect(translateErrors({ confirm: PASSWORD_MESSAGES.mismatch, other: undefined })).toEqual({
      confirm: 'Las contraseñas no coinciden',
      other: undefined,
    });
  });

  it('fills the number into a length message', () => {
    expect(translateMessage('Too big: expected string to have <=200 characters')).toBe(
      'Demasiado largo: como máximo 200 caracteres',
    );
  });

  it('shows a message it does not know as it is, and falls back when the server said nothing readable', () => {
    expect(translateMessage('Ya traducido.')).toBe('Ya traducido.');
    expect(errorMessage(new ApiError(500, 'HTTP_ERROR', 'HTTP error! status: 500'), 'Algo falló')).toBe('Algo falló');
    expect(errorMessage(new TypeError('boom'), RESET_MESSAGES.updateFailed)).toBe(
      'No se pudo actualizar la contraseña',
    );
    expect(errorMessage(new ApiError(400, 'X', ''), 'Fallback')).toBe('Fallback');
  });
});

describe('the messages catalogue', () => {
  it('knows every message the shared rules can show', () => {
    const shared = [
      ...Object.values(LOGIN_MESSAGES),
      ...Object.values(PASSWORD_MESSAGES),
      ...Object.values(CALLBACK_MESSAGES),
      ...Object.values(RESET_MESSAGES),
      ...Object.values(MESSAGING_MESSAGES),
      ...Object.values(API_MESSAGES),
      ...Object.values(CALENDAR_MESSAGES),
      ...Object.values(PAYROLL_MESSAGES),
      ...Object.values(PLAN_MESSAGES),
      ...Object.values(TIME_MESSAGES),
      ...Object.values(LOG_MESSAGES),
      ...Object.values(AUTOMATION_MESSAGES),
      ...Object.values(PROFILE_MESSAGES),
      ...Object.values(DELETE_ACCOUNT_MESSAGES),
      ...Object.values(INTEGRATION_MESSAGES),
      // The directory's empty state is a screen text of the team catalogue; the rest are refusals and checks.
      ...Object.values(TEAM_MESSAGES).filter(
        (text) => text !== TEAM_MESSAGES.empty && text !== TEAM_MESSAGES.emptyHint,
      ),
      INVOICE_MESSAGES.totalTooLarge,
      NUL_MESSAGE,
    ];
    expect(shared.filter((text) => !englishTexts.has(text))).toEqual([]);
  });

  it('knows every message written inline in a shared schema (a form shows it in the user’s language)', () => {
    const folder = new URL('../../../../packages/shared/src/', import.meta.url);
    const inline =
      /(?:minMessage:\s*|\.(?:min|max|regex|refine|int|length)\([^'"`]*?,\s*|\{\s*message:\s*|error:\s*)'([^']+)'/g;
    const found = readdirSync(folder)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .flatMap((name) => [...readFileSync(new URL(name, folder), 'utf8').matchAll(inline)].map((match) => match[1]!))
      .filter((text) => /[a-z]{2}/i.test(text));
    expect(found.length).toBeGreaterThan(20);
    // Not for people: the analytics beacon's path check answers a script.
    expect(found.filter((text) => !englishTexts.has(text) && text !== 'path must be a site path')).toEqual([]);
  });

  it("knows the schemas' own messages", () => {
    const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((issue) => issue.message) ?? [];
    const found = [
      ...messages(inviteUserBody.safeParse({ email: '', firstName: '', lastName: '', role: 'CLIENT', clientId: null })),
      ...messages(inviteUserBody.safeParse({ email: 'a@b.co', firstName: 'A', lastName: 'B', role: 'CLIENT' })),
      ...messages(totpCodeForm.safeParse({ code: '12' })),
      ...messages(newPasswordForm.safeParse({ password: 'Aa1!aaaa', confirm: 'x' })),
    ];
    expect(found.length).toBeGreaterThan(3);
    expect(found.filter((text) => translateMessage(text) === text && !englishTexts.has(text))).toEqual([]);
  });
});
