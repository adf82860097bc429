import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { DeferredNotifications } from './deferred-notifications';
import { getQueryClient } from './query-client';

// Spec 000 §9: toasts bottom-right, 5 s, at most 5 on screen.
const TOAST_DURATION_MS = 5000;
const TOASTS_SHOWN = 5;

/**
 * Data fetching, toasts and modals for the sign-in pages and the portal; the public pages never load these packages.
 * The query client is the tab's single one, which the route guards also read.
 */
export function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={getQueryClient()}>
        <ModalsProvider>
          <DeferredNotifications position="bottom-right" autoClose={TOAST_DURATION_MS} limit={TOASTS_SHOWN} />
          {/* Catalogues load per namespace; screens suspend until theirs has arrived. */}
          <Suspense fallback={null}>{children}</Suspense>
        </ModalsProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
