/**
 * One answer open at a time (spec 001 §2). Browsers that support <details name> already do this; for the
 * others, opening one closes the rest. A link to /faq#<question> opens that answer.
 */
export function enhanceFaq(doc: Document) {
  const items = [...doc.querySelectorAll<HTMLDetailsElement>('[data-faq] details')];
  if (items.length === 0) return;
  for (const item of items) {
    item.addEventListener('toggle', () => {
      if (!item.open) return;
      for (const other of items) if (other !== item && other.open) other.open = false;
    });
  }
  const target = location.hash ? doc.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  if (target instanceof HTMLDetailsElement) target.open = true;
}
