import { browserStorage } from '../lib/browser-storage';

/** Mantine's own key (lib/color-scheme-manager.ts), so the portal and the public pages agree. */
export const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';

export type SchemeChoice = 'light' | 'dark' | 'auto';

const LABELS: Record<SchemeChoice, string> = { light: 'light', dark: 'dark', auto: 'auto (follows your system)' };

export function nextChoice(choice: SchemeChoice): SchemeChoice {
  return choice === 'light' ? 'dark' : choice === 'dark' ? 'auto' : 'light';
}

export function parseChoice(value: string | null): SchemeChoice {
  return value === 'light' || value === 'dark' || value === 'auto' ? value : 'auto';
}

export function resolveScheme(choice: SchemeChoice, systemPrefersDark: boolean): 'light' | 'dark' {
  if (choice === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

function readStoredChoice(): SchemeChoice {
  return parseChoice(browserStorage().readRaw(COLOR_SCHEME_KEY));
}

/**
 * The colour-scheme button cycles light, dark and auto. Mantine's inline script has already applied the stored
 * choice before the first paint; this keeps the page in step with the button, the system setting (in auto)
 * and other tabs.
 */
export function enhanceColorScheme(doc: Document) {
  const button = doc.querySelector<HTMLButtonElement>('[data-scheme-toggle]');
  const system = window.matchMedia('(prefers-color-scheme: dark)');
  let choice = readStoredChoice();

  const apply = () => {
    doc.documentElement.setAttribute('data-mantine-color-scheme', resolveScheme(choice, system.matches));
    if (!button) return;
    button.dataset.choice = choice;
    const label = `Color scheme: ${LABELS[choice]}. Switch to ${LABELS[nextChoice(choice)]}`;
    button.setAttribute('aria-label', label);
    button.title = label;
  };
  apply();

  system.addEventListener('change', () => choice === 'auto' && apply());
  window.addEventListener('storage', (event) => {
    if (event.key !== COLOR_SCHEME_KEY) return;
    choice = parseChoice(event.newValue);
    apply();
  });
  button?.addEventListener('click', () => {
    choice = nextChoice(choice);
    try {
      browserStorage().writeRaw(COLOR_SCHEME_KEY, choice);
    } catch {
      // Private mode or full storage: the choice still applies to this page.
    }
    apply();
  });
}
