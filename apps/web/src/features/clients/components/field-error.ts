import { CLIENT_MESSAGES } from '@agency/shared/clients';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const KEYS = {
  [CLIENT_MESSAGES.nameRequired]: 'validation.nameRequired',
  [CLIENT_MESSAGES.emailRequired]: 'validation.emailRequired',
  [CLIENT_MESSAGES.emailInvalid]: 'validation.emailInvalid',
} as const;

/** The shared schema's messages (English, the spec's words) in the user's language; anything else as it came. */
export function useFieldError() {
  const { t } = useTranslation('clients');
  return (error: ReactNode): ReactNode =>
    typeof error === 'string' && error in KEYS ? t(KEYS[error as keyof typeof KEYS]) : error;
}
