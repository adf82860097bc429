import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '@agency/shared/enums';
import { SITE } from '@agency/shared/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import enEmails from '../locales/en/emails.json' with { type: 'json' };
import { createTestApp, type TestApp } from '../test/app.ts';
import { ESCAPED, HOSTILE, PUBLIC, TEMPLATES, VALUES } from '../test/mail-cases.ts';
import { type MailContent, renderMailHtml, textContent } from './render.ts';

// Every mail template rendered in every language (issue #21 point 8): no key left untranslated or in English, user
// values kept as text, every link absolute to PUBLIC_URL and to a route that exists, and the plain-text part carrying
// the same links as the HTML.

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
const ENGLISH = flatten(enEmails as Tree);

/** What i18next prints for a key it cannot find: the key itself ("payStatement.net", "digestIntro"). */
const KEYS = [...new Set(ENGLISH.map(([key]) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].filter((key) =>
  /[.A-Z]/.test(key),
);

/** The English catalogue's fixed wording between placeholders, where it is two words or more. */
const ENGLISH_PHRASES = ENGLISH.flatMap(([, text]) => text.split(/\{\{[^}]*\}\}/))
  .map((part) => part.trim().replace(/^[\s,.:;()–-]+|[\s,.:;()–-]+$/g, ''))
  .filter((part) => (part.match(/\p{L}{2,}/gu) ?? []).length >= 2);

const decode = (value: string) =>
  value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<');
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => decode(match[1]!));
const urlsIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’]/g)].map((m) => m[0]);
/** The words a reader sees in the HTML, tags and the head's style left out. */
const visibleText = (html: string) =>
  decode(
    html
      .replace(/<head>[\s\S]*<\/head>/, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );

/** A line with the template's values, links and figures taken out: what is left is the catalogue's wording. */
const wording = (line: string) =>
  VALUES.reduce((rest, value) => rest.replaceAll(value, ' '), line)
    .replace(/https?:\/\/\S+|[\d.,:/$€%–-]+|\bUS\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const wordsOf = (text: string) => text.match(/\p{L}{2,}/gu) ?? [];

/** The web app's routes (apps/web/src/routes.ts), catch-alls left out: a link must open one of these screens. */
const WEB_ROUTES = [
  '/',
  ...[...readFileSync(join(repoRoot, 'apps/web/src/routes.ts'), 'utf8').matchAll(/route\('([^']+)'/g)].map(
    (match) => `/${match[1]}`,
  ),
].filter((route) => !route.includes('*'));
const isWebRoute = (path: string) =>
  WEB_ROUTES.some((route) => {
    const want = route.split('/');
    const got = path.split('/');
    return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] : part === got[i]));
  });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A link's target exists: an API route answers something other than 404, a page path is a route of the web app. */
async function routeExists(url: URL): Promise<boolean> {
  if (!url.pathname.startsWith('/api/')) return isWebRoute(url.pathname);
  const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  return res.statusCode !== 404;
}

const rendered = new Map<string, { subject: string; text: string; content: MailContent; html: string }>();
async function render(name: string, language: Language) {
  const key = `${name}:${language}`;
  if (!rendered.has(key)) {
    const mail = TEMPLATES[name]!(language);
    rendered.set(key, { ...mail, html: await renderMailHtml(mail.content, PUBLIC) });
  }
  return rendered.get(key)!;
}

describe.each(Object.keys(TEMPLATES))('the %s mail', (name) => {
  it.each([...LANGUAGES])(
    'in %s: every text translated, links absolute and alive, the same in both parts',
    async (language) => {
      const mail = await render(name, language);
      const all = `${mail.subject}\n${mail.text}\n${visibleText(mail.html)}`;
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.content.language).toBe(language);

      // No key printed in place of its text.
      for (const key of KEYS)
        expect(all, `${name} (${language}) prints the key ${key}`).not.toMatch(
          new RegExp(`\\b${key.replaceAll('.', '\\.')}\\b`),
        );

      if (language !== 'en') {
        // No English wording: no phrase of the English catalogue, and no line the English mail has word for word
        // beyond its values and one word (a label the languages share: "Name", "Budget", "E-mail").
        for (const phrase of ENGLISH_PHRASES) expect(all, `${name} (${language}) has English`).not.toContain(phrase);
        const english = await render(name, 'en');
        const englishLines = new Set(`${english.subject}\n${english.text}`.split('\n').map(wording));
        for (const line of `${mail.subject}\n${mail.text}`.split('\n')) {
          if (englishLines.has(wording(line))) {
            expect(wordsOf(wording(line)).length, `"${line}" is English`).toBeLessThan(2);
          }
        }
        expect(mail.subject).not.toBe(english.subject);
      }

      // Every link absolute to PUBLIC_URL (the agency's address aside), to a route that exists.
      const links = hrefs(mail.html);
      expect(links.length).toBeGreaterThan(1);
      for (const link of links) {
        if (link === `mailto:${SITE.contactEmail}`) continue;
        if (link === 'https://meet.jit.si/northstar-abc') continue; // the configured video-room base (D26)
        expect(link === PUBLIC || link.startsWith(`${PUBLIC}/`), link).toBe(true);
        expect(await routeExists(new URL(link)), `${link} leads nowhere`).toBe(true);
      }
      // The text carries every link of the HTML but the header's and footer's, and no other.
      const ownLinks = links.filter((link) => link !== PUBLIC && !link.startsWith('mailto:'));
      expect([...new Set(urlsIn(mail.text))].sort()).toEqual([...new Set(ownLinks)].sort());
      if (mail.content.button) expect(links).toContain(mail.content.button.url);
    },
  );
});

describe('every mail in the branded layout', () => {
  it.each(Object.keys(TEMPLATES))('%s: user values stay text, styles are inline', async (name) => {
    const { html, content } = await render(name, 'de');
    expect(html).toContain('Northstar Digital');
    expect(html).not.toContain('<script>');
    if (JSON.stringify(content).includes(JSON.stringify(HOSTILE).slice(1, -1))) expect(html).toContain(ESCAPED);
    if (content.button) expect(html).toMatch(/<a href="[^"]+"[^>]*style="[^"]*background-color:#3b5bdb/);
    expect(html).toMatch(/<p class="mail-ink" style="[^"]*color:#1a1b1e/);
    expect(html).toContain('name="color-scheme" content="light dark"');
  });

  it('writes figures the language’s way', async () => {
    const statement = (language: Language) => TEMPLATES['pay statement']!(language).text;
    expect(statement('en')).toContain('Net pay: $1,662.50');
    expect(statement('de')).toMatch(/Nettolohn: 1\.662,50\s\$/);
    expect(statement('fr')).toMatch(/Salaire net\s: 1\s662,50\s\$US/);
    expect(statement('de')).toContain('Gearbeitete Stunden: 45');
    expect(statement('en')).toMatch(/Pay period: Sep 1\s–\s30, 2026/);
    expect(statement('de')).toMatch(/Abrechnungszeitraum: 01\.–30\.09\.2026/);
  });

  it("writes the layout's own words in the recipient's language", async () => {
    const content: MailContent = {
      heading: HOSTILE,
      paragraphs: ['Hallo'],
      button: { label: 'Im Portal öffnen', url: `${PUBLIC}/dashboard` },
    };
    const english = await renderMailHtml({ ...content, language: 'en' }, PUBLIC);
    const german = await renderMailHtml({ ...content, language: 'de' }, PUBLIC);
    expect(english).toContain('If the button does not work, open this link:');
    expect(german).toContain('Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:');
    expect(german).toContain(ESCAPED);
  });

  it('turns a plain-text mail into paragraphs with its links clickable', () => {
    expect(textContent('One\nline two\n\n\nThree https://x.example/a.', 'fr')).toEqual({
      language: 'fr',
      paragraphs: ['One\nline two', 'Three https://x.example/a.'],
    });
  });
});
