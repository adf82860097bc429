import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { browserStorage } from './browser-storage';

/** Mantine's own key: its inline script reads it before the first paint, and the public pages' island writes it. */
export const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';

const isScheme = (value: unknown): value is MantineColorScheme =>
  value === 'light' || value === 'dark' || value === 'auto';

/**
 * Mantine's localStorage colour-scheme manager, through lib/browser-storage (D9: every browser-kept value goes
 * through it, so a full quota is handled the same way). Other tabs' changes follow through the storage event.
 */
export function colorSchemeManager(): MantineColorSchemeManager {
  let handler: ((event: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue) => {
      const stored = browserStorage().readRaw(COLOR_SCHEME_KEY);
      return isScheme(stored) ? stored : defaultValue;
    },
    set: (value) => {
      try {
        browserStorage().writeRaw(COLOR_SCHEME_KEY, value);
      } catch (error) {
        // Storage Full is already on screen; the scheme still applies to this page.
        console.warn('Could not store the colour scheme', error);
      }
    },
    subscribe: (onUpdate) => {
      handler = (event) => {
        if (event.key === COLOR_SCHEME_KEY && isScheme(event.newValue)) onUpdate(event.newValue);
      };
      window.addEventListener('storage', handler);
    },
    unsubscribe: () => {
      if (handler) window.removeEventListener('storage', handler);
    },
    clear: () => browserStorage().removeRaw(COLOR_SCHEME_KEY),
  };
}
