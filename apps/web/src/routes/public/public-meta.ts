import { BRAND } from '@agency/shared/brand';
import { SITE_ORIGIN_TOKEN } from '@agency/shared/site';
import { pageMeta } from '../../lib/meta';

interface PublicMetaInput {
  title: string;
  description: string;
  /** The page's own path: its canonical and Open Graph URL. */
  path: string;
  noIndex?: boolean;
}

/**
 * pageMeta plus what search engines and link previews need on a public page: a canonical link and Open Graph
 * URL, type and card. Absolute URLs start with the site-origin placeholder, which the server replaces.
 */
export function publicMeta({ title, description, path, noIndex = false }: PublicMetaInput) {
  const url = `${SITE_ORIGIN_TOKEN}${path}`;
  // A page kept out of search results has no canonical address to declare.
  const addresses = noIndex
    ? []
    : [
        { tagName: 'link', rel: 'canonical', href: url },
        { property: 'og:url', content: url },
      ];
  return [
    ...pageMeta({ title, description, noIndex }),
    ...addresses,
    { property: 'og:type', content: path.startsWith('/case-studies/') ? 'article' : 'website' },
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary' },
    { name: 'author', content: BRAND.name },
  ];
}
