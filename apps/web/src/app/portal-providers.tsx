import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
    <QueryClientProvider client={getQueryClient()}>
      <ModalsProvider>
        <Notifications position="bottom-right" autoClose={TOAST_DURATION_MS} limit={TOASTS_SHOWN} />
        {children}
      </ModalsProvider>
    </QueryClientProvider>
  );
}
