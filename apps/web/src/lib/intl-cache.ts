// Intl formatters are costly to build (tens to hundreds of microseconds each, more on a phone) and cheap to reuse:
// a screen of 25 task cards built about a hundred of them per render (issue #19's main-thread time). One formatter per
// locale and options, kept for the tab's life; the options objects of the app are a handful of literals.

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

function cached<F>(cache: Map<string, F>, locale: string | undefined, options: object | undefined, build: () => F): F {
  const key = `${locale ?? ''}|${options ? JSON.stringify(options) : ''}`;
  let format = cache.get(key);
  if (!format) {
    format = build();
    cache.set(key, format);
  }
  return format;
}

/** `locale` undefined: the browser's default locale. */
export const dateTimeFormat = (locale: string | undefined, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));

export const relativeTimeFormat = (locale: string, options?: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat =>
  cached(relativeTimeFormats, locale, options, () => new Intl.RelativeTimeFormat(locale, options));
