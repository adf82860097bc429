/** Spec 000 §9: the top bar turns opaque once the page is scrolled more than this. */
export const OPAQUE_AFTER_PX = 50;

/** Opaque after 50 px of scroll; the <details> menu closes on Escape and on a click outside it. */
export function enhanceTopBar(doc: Document) {
  const header = doc.querySelector<HTMLElement>('[data-top-bar]');
  if (!header) return;
  const update = () => header.toggleAttribute('data-opaque', window.scrollY > OPAQUE_AFTER_PX);
  update();
  window.addEventListener('scroll', update, { passive: true });

  const menu = header.querySelector<HTMLDetailsElement>('details[data-mobile-menu]');
  if (!menu) return;
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    menu.querySelector('summary')?.focus();
  });
  doc.addEventListener('click', (event) => {
    if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  });
}
