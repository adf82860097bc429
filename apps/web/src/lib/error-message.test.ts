import { API_MESSAGES } from '@agency/shared/api-messages';
import { newPasswordForm, totpCodeForm } from '@agency/shared/auth';
import { CALLBACK_MESSAGES, LOGIN_MESSAGES, PASSWORD_MESSAGES, RESET_MESSAGES } from '@agency/shared/auth-rules';
import { inviteUserBody } from '@agency/shared/invitations';
import { MESSAGING_MESSAGES } from '@agency/shared/messaging';
import { NUL_MESSAGE } from '@agency/shared/schema-primitives';
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
      NUL_MESSAGE,
    ];
    expect(shared.filter((text) => !englishTexts.has(text))).toEqual([]);
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
