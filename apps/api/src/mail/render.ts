import { createElement } from 'react';
import { textsIn } from '../lib/i18n.ts';
import { lazyImport } from '../lib/lazy-import.ts';
import type { MailContent } from './layout.ts';

export type { MailContent } from './layout.ts';

// React Email's renderer and components load at the first mail rendered, not at the server's start (issue #22).
const renderer = lazyImport(() => Promise.all([import('@react-email/render'), import('./layout.ts')]));

/** The plain-text part of a mail's content: the same words and links as its HTML, in the same order. */
export function contentText(content: MailContent): string {
  // French sets a (non-breaking) space before a colon.
  const colon = content.language === 'fr' ? '\u00a0: ' : ': ';
  const blocks = [
    ...(content.heading ? [content.heading] : []),
    ...content.paragraphs,
    ...(content.rows?.length ? [content.rows.map(([label, value]) => `${label}${colon}${value}`).join('\n')] : []),
    ...(content.button ? [`${content.button.label}${colon}${content.button.url}`] : []),
    ...(content.footnotes?.length ? [content.footnotes.join('\n')] : []),
  ];
  return `${blocks.join('\n\n')}\n`;
}

/**
 * A mail written as plain text, in the layout: blank lines part paragraphs, URLs become links. For anything queued
 * without content (every template of mail/templates/ has content), so every mail goes out as HTML too.
 */
export function textContent(text: string, language?: MailContent['language']): MailContent {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((block) => block.replace(/^\n+|\s+$/g, ''))
    .filter((block) => block !== '');
  return { language, paragraphs };
}

/** The branded HTML of a mail's content, in its language; `siteUrl` is PUBLIC_URL (the header and footer link to it). */
export async function renderMailHtml(content: MailContent, siteUrl: string): Promise<string> {
  const t = textsIn(content.language, 'emails');
  const texts = { buttonFallback: t('layout.buttonFallback'), footer: t('layout.footer') };
  const [{ render }, { MailLayout }] = await renderer();
  return render(createElement(MailLayout, { content, texts, siteUrl }));
}

/** `{ html, text }` of one mail: the text is given (a template's exact words) or follows the content. */
export async function renderMail(
  content: MailContent,
  siteUrl: string,
  text: string = contentText(content),
): Promise<{ html: string; text: string }> {
  return { html: await renderMailHtml(content, siteUrl), text };
}
