import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import outbox from '../../../locales/en/outbox.json';
import { MailBody } from './mail-body';

// The outbox's preview: the mail's HTML in a frame that runs nothing, its text one toggle away.
const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { outbox } }, ns: ['outbox'] });

const draw = (mail: { subject: string; text: string; html: string | null }) =>
  renderToStaticMarkup(h(MantineProvider, null, h(I18nextProvider, { i18n }, h(MailBody, { mail }))));

describe('the outbox mail preview', () => {
  it('shows the HTML in a sandboxed frame, with a Text/HTML toggle', () => {
    const markup = draw({
      subject: 'Hi',
      text: 'Hello https://portal.example/a',
      html: '<p onclick="x()">Hello &lt;b&gt;</p><script>alert(1)</script>',
    });
    expect(markup).toMatch(/<iframe[^>]*sandbox=""/);
    expect(markup).toContain('title="HTML preview of “Hi”"');
    // The mail's markup travels as the srcdoc attribute, escaped: nothing of it runs in the portal's page.
    expect(markup).toContain(
      'srcDoc="&lt;p onclick=&quot;x()&quot;&gt;Hello &amp;lt;b&amp;gt;&lt;/p&gt;&lt;script&gt;',
    );
    expect(markup).not.toContain('<script>');
    expect(markup).toContain('>HTML<');
    expect(markup).toContain('>Text<');
  });

  it('shows the text alone for a mail without HTML', () => {
    const markup = draw({ subject: 'Old', text: 'Plain words https://portal.example/b', html: null });
    expect(markup).not.toContain('<iframe');
    expect(markup).toContain('Plain words');
    expect(markup).toContain('href="https://portal.example/b"');
  });
});
