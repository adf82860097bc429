import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientOptions } from '../../../lib/client-options';

interface OrganisationSelectProps {
  value: string | null;
  onChange: (clientId: string | null) => void;
  error?: ReactNode;
  required?: boolean;
}

/** The client organisations (D5) a CLIENT user can belong to. */
export function OrganisationSelect({ value, onChange, error, required = false }: OrganisationSelectProps) {
  const clients = useClientOptions();
  const { t } = useTranslation('users');
  return (
    <Select
      label={t('fields.organisation')}
      placeholder={clients.isPending ? t('organisations.loading') : t('organisations.placeholder')}
      data={clients.data ?? []}
      value={value}
      onChange={onChange}
      error={error ?? (clients.isError ? t('organisations.loadFailed') : undefined)}
      searchable
      nothingFoundMessage={t('organisations.noMatch')}
      clearable={!required}
      required={required}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
