import { BRAND } from '@agency/shared/brand';

interface PageMetaInput {
  title: string;
  description: string;
  /** Portal, auth and error pages are not for search engines. */
  noIndex?: boolean;
}

/** The `meta` array every route returns: React Router replaces, not merges, the parent's tags, so each is complete. */
export function pageMeta({ title, description, noIndex = false }: PageMetaInput) {
  const fullTitle = title === BRAND.name ? title : `${title} | ${BRAND.name}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: BRAND.name },
    ...(noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
