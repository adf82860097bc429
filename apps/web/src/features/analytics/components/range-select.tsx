import type { TimeRange } from '@agency/shared/insight-rules';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DeferredSelect } from '../../../components/deferred-select';

/** The time range dropdown (001 §2, §9): the choice lives in the URL (`?range=`), so it survives a reload. */
export function RangeSelect({ value, ranges }: { value: TimeRange; ranges: readonly TimeRange[] }) {
  const { t } = useTranslation('analytics');
  const [, setSearchParams] = useSearchParams();
  return (
    <DeferredSelect
      label={t('range.label')}
      data={ranges.map((range) => ({ value: range, label: t(`range.${range}`) }))}
      value={value}
      allowDeselect={false}
      checkIconPosition="right"
      w={200}
      onChange={(next) => {
        if (next)
          setSearchParams(
            (params) => {
              params.set('range', next);
              return params;
            },
            { replace: true },
          );
      }}
    />
  );
}
