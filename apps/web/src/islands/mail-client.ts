/**
 * Opens the visitor's mail client. Through a link click rather than location.assign: the page stays put when no
 * mail client is installed, and tests can observe the click.
 */
export function openMailClient(doc: Document, href: string) {
  const link = doc.createElement('a');
  link.href = href;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
}
