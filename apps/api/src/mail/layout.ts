import { BRAND } from '@agency/shared/brand';
import type { Language } from '@agency/shared/enums';
import { SITE } from '@agency/shared/site';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h, type ReactNode } from 'react';

/**
 * The one look of every outgoing mail (issue #21 point 8), built with react-email's components (a package each: the
 * whole @react-email/components set costs half a second at server start): a header with the brand's name, the body,
 * a primary button for the mail's main link, optional rows, and a footer with the agency's site. Every value is a
 * React child or prop, so React escapes it; styles are inline (mail clients drop <style>), with a small dark-mode
 * block for the clients that honour it.
 */
export interface MailContent {
  language?: Language | null;
  /** The line mail clients show beside the subject; defaults to the first paragraph. */
  preview?: string;
  heading?: string;
  /** Plain text; blank-line separated text becomes paragraphs, line breaks stay, http(s) URLs become links. */
  paragraphs: string[];
  button?: { label: string; url: string };
  rows?: Array<[string, string]>;
  /** Small print above the footer (why the reader gets this mail, unsubscribe / settings links). */
  footnotes?: string[];
}

export interface LayoutTexts {
  buttonFallback: string;
  footer: string;
}

const color = { ink: '#1a1b1e', muted: '#5c5f66', brand: '#3b5bdb', line: '#dee2e6', page: '#f1f3f5' };
const font = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

// Dark-mode clients (Apple Mail, Outlook.com) read these; the !important beats the inline light colours.
const DARK_CSS = `:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (prefers-color-scheme:dark){.mail-page{background:#141517!important}.mail-card{background:#1a1b1e!important;border-color:#373a40!important}
.mail-ink{color:#e9ecef!important}.mail-muted{color:#a6a7ab!important}.mail-link{color:#91a7ff!important}}`;

// http(s) URLs up to whitespace; a closing bracket or sentence punctuation right after one belongs to the prose.
const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’]/g;

/** Prose with its URLs as links and its line breaks as <br>; React escapes every piece. */
export function linkified(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let key = 0;
  text.split('\n').forEach((line, index) => {
    if (index > 0) nodes.push(h('br', { key: key++ }));
    let last = 0;
    for (const match of line.matchAll(URL_PATTERN)) {
      if (match.index > last) nodes.push(line.slice(last, match.index));
      nodes.push(
        h(Link, { key: key++, href: match[0], className: 'mail-link', style: { color: color.brand } }, match[0]),
      );
      last = match.index + match[0].length;
    }
    if (last < line.length) nodes.push(line.slice(last));
  });
  return nodes;
}

const paragraphStyle = { color: color.ink, fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' };

function rowsTable(rows: Array<[string, string]>) {
  return h(
    Section,
    { style: { margin: '0 0 16px', borderTop: `1px solid ${color.line}` } },
    rows.map(([label, value], index) =>
      h(Row, {
        key: index,
        style: { borderBottom: `1px solid ${color.line}` },
        // biome-ignore lint/correctness/noChildrenProp: react-email's Row types its children as a required prop
        children: [
          h(
            Column,
            {
              key: 'label',
              className: 'mail-muted',
              style: { color: color.muted, fontSize: '14px', padding: '8px 12px 8px 0' },
            },
            label,
          ),
          h(
            Column,
            {
              key: 'value',
              className: 'mail-ink',
              align: 'right',
              style: { color: color.ink, fontSize: '14px', padding: '8px 0' },
            },
            ...linkified(value),
          ),
        ],
      }),
    ),
  );
}

export function MailLayout({ content, texts, siteUrl }: { content: MailContent; texts: LayoutTexts; siteUrl: string }) {
  const { button } = content;
  return h(
    Html,
    { lang: content.language ?? 'en', dir: 'ltr' },
    h(
      Head,
      null,
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('style', null, DARK_CSS),
    ),
    h(Preview, null, content.preview ?? content.paragraphs[0] ?? content.heading ?? BRAND.name),
    h(
      Body,
      {
        className: 'mail-page',
        style: { backgroundColor: color.page, fontFamily: font, margin: 0, padding: '24px 0' },
      },
      h(
        Container,
        {
          className: 'mail-card',
          style: {
            backgroundColor: '#ffffff',
            border: `1px solid ${color.line}`,
            borderRadius: '8px',
            maxWidth: '560px',
            padding: '32px',
          },
        },
        h(
          Section,
          { style: { borderBottom: `3px solid ${color.brand}`, paddingBottom: '12px', marginBottom: '24px' } },
          h(
            siteUrl ? Link : 'span',
            {
              href: siteUrl || undefined,
              className: 'mail-ink',
              style: { color: color.ink, fontSize: '20px', fontWeight: 700, textDecoration: 'none' },
            },
            BRAND.name,
          ),
        ),
        content.heading
          ? h(
              Heading,
              { as: 'h1', className: 'mail-ink', style: { color: color.ink, fontSize: '22px', margin: '0 0 16px' } },
              content.heading,
            )
          : null,
        ...content.paragraphs.map((paragraph, index) =>
          h(Text, { key: `p${index}`, className: 'mail-ink', style: paragraphStyle }, ...linkified(paragraph)),
        ),
        content.rows?.length ? rowsTable(content.rows) : null,
        button
          ? h(
              Section,
              { style: { margin: '8px 0 24px' } },
              h(
                Button,
                {
                  href: button.url,
                  style: {
                    backgroundColor: color.brand,
                    borderRadius: '6px',
                    color: '#ffffff',
                    fontSize: '15px',
                    fontWeight: 600,
                    padding: '12px 20px',
                    textDecoration: 'none',
                  },
                },
                button.label,
              ),
              h(
                Text,
                { className: 'mail-muted', style: { color: color.muted, fontSize: '13px', margin: '12px 0 0' } },
                `${texts.buttonFallback} `,
                h(Link, { href: button.url, className: 'mail-link', style: { color: color.brand } }, button.url),
              ),
            )
          : null,
        ...(content.footnotes ?? []).map((note, index) =>
          h(
            Text,
            {
              key: `f${index}`,
              className: 'mail-muted',
              style: { color: color.muted, fontSize: '13px', margin: '0 0 8px' },
            },
            ...linkified(note),
          ),
        ),
        h(Hr, { style: { borderColor: color.line, margin: '24px 0 16px' } }),
        h(
          Text,
          { className: 'mail-muted', style: { color: color.muted, fontSize: '12px', lineHeight: '18px', margin: 0 } },
          `${BRAND.name} · ${texts.footer}`,
          h('br'),
          siteUrl
            ? h(
                Link,
                { href: siteUrl, className: 'mail-link', style: { color: color.brand } },
                siteUrl.replace(/^https?:\/\//, ''),
              )
            : null,
          siteUrl ? ' · ' : null,
          h(
            Link,
            { href: `mailto:${SITE.contactEmail}`, className: 'mail-link', style: { color: color.brand } },
            SITE.contactEmail,
          ),
        ),
      ),
    ),
  );
}
