import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from './query-client';

// Spec 000 §9: toasts bottom-right, 5 s, at most 5 on screen.
const TOAST_DURATION_MS = 5000;
const TOASTS_SHOWN = 5;

/** Data fetching, toasts and modals for the signed-in portal; the public pages never load these packages. */
export function PortalProviders({ children }: { children: ReactNode }) {
  // One client per mounted portal, created lazily so a module import never shares a cache between sessions.
  const [queryClient] = useState(createQueryClient);

  return (
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        <Notifications position="bottom-right" autoClose={TOAST_DURATION_MS} limit={TOASTS_SHOWN} />
        {children}
      </ModalsProvider>
    </QueryClientProvider>
  );
}
