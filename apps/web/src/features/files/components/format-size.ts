import type { TFunction } from 'i18next';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 001 §9: file sizes in B, KB, MB, GB (1024-based, one decimal above bytes), in the user's number format. */
export function formatSize(
  bytes: number,
  t: TFunction<'files'>,
  number: (value: number, options?: Intl.NumberFormatOptions) => string,
) {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = number(value, { maximumFractionDigits: unit === 0 ? 0 : 1 });
  return t(`units.${UNITS[unit]!}`, { value: shown });
}
