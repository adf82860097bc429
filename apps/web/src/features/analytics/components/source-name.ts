import { useTranslation } from 'react-i18next';

/** A source as people say it: "Direct" and "This site" translated, a network or host as recorded. */
export function useSourceName() {
  const { t } = useTranslation('analytics');
  return (source: string | null) => {
    if (source === null) return t('funnel.notRecorded');
    if (source === 'direct') return t('sources.direct');
    if (source === 'internal') return t('sources.internal');
    return source;
  };
}
