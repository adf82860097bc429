import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClientOptions } from '../../../lib/client-options';

/** An admin chooses which client organisation's plan or payment methods to work on. */
export function ClientPicker({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation('payments');
  const options = useClientOptions(true);
  return (
    <Select
      label={t('client.label')}
      placeholder={t('client.placeholder')}
      data={options.data ?? []}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage={t('client.none')}
      maw={360}
    />
  );
}
