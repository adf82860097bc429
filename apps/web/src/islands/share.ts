/** The case study's Share button: the system share sheet where there is one, else the link to the clipboard. */
export function enhanceShare(doc: Document) {
  const button = doc.querySelector<HTMLButtonElement>('[data-share]');
  const status = doc.querySelector<HTMLElement>('[data-share-status]');
  if (!button) return;
  button.addEventListener('click', async () => {
    const url = location.href;
    if (navigator.share) {
      // A cancelled share sheet rejects; there is nothing to report.
      await navigator.share({ title: doc.title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      if (status) status.textContent = 'Link copied to clipboard.';
    } catch {
      if (status) status.textContent = `Copy this link to share it: ${url}`;
    }
  });
}
