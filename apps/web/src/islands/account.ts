import { ROLES, type Role } from '@agency/shared/enums';
import { initialsOf } from '../lib/initials';

export interface SessionUser {
  name: string;
  email: string;
  role: Role;
  initials: string;
}

/** Reads the signed-in user from GET /api/auth/get-session (JSON or null); any failure counts as signed out. */
export async function fetchSessionUser(fetchImpl: typeof fetch = fetch): Promise<SessionUser | null> {
  try {
    const response = await fetchImpl('/api/auth/get-session', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    return toSessionUser(await response.json());
  } catch {
    return null;
  }
}

export function toSessionUser(body: unknown): SessionUser | null {
  const user = (body as { user?: Record<string, unknown> } | null)?.user;
  if (!user || typeof user.email !== 'string') return null;
  const first = typeof user.firstName === 'string' ? user.firstName.trim() : '';
  const last = typeof user.lastName === 'string' ? user.lastName.trim() : '';
  const name = (typeof user.name === 'string' && user.name.trim()) || `${first} ${last}`.trim() || user.email;
  const upper = String(user.role ?? '').toUpperCase();
  return {
    name,
    email: user.email,
    role: ROLES.find((role) => role === upper) ?? 'CLIENT',
    initials: initialsOf(first && last ? `${first} ${last}` : name),
  };
}

/** Spec 000 §2: signed in, the Sign In button gives way to the account menu of the user's role. */
export async function enhanceAccount(doc: Document) {
  const slot = doc.querySelector<HTMLElement>('[data-account]');
  const template = slot?.querySelector<HTMLTemplateElement>('template[data-account-template]');
  if (!slot || !template) return;
  const user = await fetchSessionUser();
  if (!user) return;
  const menu = buildMenu(template, user);
  if (!menu) return;
  for (const signIn of doc.querySelectorAll('[data-sign-in]')) signIn.remove();
  slot.replaceChildren(menu);
  wireMenu(doc, menu);
}

function buildMenu(template: HTMLTemplateElement, user: SessionUser): HTMLElement | null {
  const menu = template.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!menu) return null;
  const fill = (slot: string, text: string) => {
    for (const element of menu.querySelectorAll(`[data-slot="${slot}"]`)) element.textContent = text;
  };
  fill('initials', user.initials);
  fill('name', user.name);
  fill('email', user.email);
  fill('role', user.role.toLowerCase());
  menu.querySelector('[data-slot="role"]')?.setAttribute('data-role', user.role);
  for (const item of menu.querySelectorAll<HTMLElement>('[data-roles]')) {
    if (!item.dataset.roles?.split(' ').includes(user.role)) item.remove();
  }
  return menu;
}

function wireMenu(doc: Document, menu: HTMLElement) {
  const trigger = menu.querySelector<HTMLButtonElement>('[data-account-trigger]');
  const dropdown = menu.querySelector<HTMLElement>('[data-account-dropdown]');
  if (!trigger || !dropdown) return;
  const setOpen = (open: boolean) => {
    dropdown.hidden = !open;
    trigger.setAttribute('aria-expanded', String(open));
  };
  trigger.addEventListener('click', () => setOpen(dropdown.hidden));
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || dropdown.hidden) return;
    setOpen(false);
    trigger.focus();
  });
  doc.addEventListener('click', (event) => {
    if (!menu.contains(event.target as Node)) setOpen(false);
  });
  menu.querySelector('[data-sign-out]')?.addEventListener('click', () => void signOut());
}

/** Spec 000 §2: Sign Out signs out, then goes to /auth. */
async function signOut() {
  try {
    await fetch('/api/auth/sign-out', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  } finally {
    window.location.assign('/auth');
  }
}
