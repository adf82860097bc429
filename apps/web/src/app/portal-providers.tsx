import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { isStorageFull, subscribeStorageFull, watchStorageHealth } from '../lib/browser-storage';
import { usePreferencesSync } from '../lib/preferences';
import { TOAST_DEFAULT_POSITION, TOAST_DURATION_MS, TOASTS_SHOWN } from '../lib/toast';
import { DeferredModals } from './deferred-modals';
import { DeferredNotifications } from './deferred-notifications';
import { getQueryClient } from './query-client';

/**
 * Data fetching, toasts, modals and the browser-storage watch for the sign-in pages and the portal; the public pages
 * never load these packages. The query client is the tab's single one, which the route guards also read.
 */
export function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={getQueryClient()}>
        {/* 000 §4 "Overlays": a stack of modals, each closing on an overlay click or its close button unless persistent.
            The provider loads with the first modal (deferred-modals.tsx). */}
        <DeferredModals modalProps={{ centered: true, closeOnClickOutside: true }} />
        {/* 000 §9: bottom-right by default, 5 s, 5 displayed (lib/toast.ts keeps at most 10). */}
        <DeferredNotifications position={TOAST_DEFAULT_POSITION} autoClose={TOAST_DURATION_MS} limit={TOASTS_SHOWN} />
        <StorageHealth>
          {/* Catalogues load per namespace; screens suspend until theirs has arrived. */}
          <Suspense fallback={null}>
            <PreferencesSync />
            {children}
          </Suspense>
        </StorageHealth>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

const serverSnapshot = () => false;

// Shown only when the browser's storage is full: its code loads then, not with every page.
const StorageFullScreen = lazy(() =>
  import('../components/storage-full-screen').then((module) => ({ default: module.StorageFullScreen })),
);

/** 000 §4 "Storage health": the watch runs while these pages are open; a full quota replaces them with Storage Full. */
function StorageHealth({ children }: { children: ReactNode }) {
  const full = useSyncExternalStore(subscribeStorageFull, isStorageFull, serverSnapshot);
  useEffect(() => watchStorageHealth(), []);
  return full ? (
    <Suspense fallback={null}>
      <StorageFullScreen />
    </Suspense>
  ) : (
    children
  );
}

/** The signed-in user's stored theme and language, applied wherever they sign in (D23). */
function PreferencesSync() {
  usePreferencesSync();
  return null;
}
