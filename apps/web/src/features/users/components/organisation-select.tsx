import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useClients } from '../api/list-clients';

interface OrganisationSelectProps {
  value: string | null;
  onChange: (clientId: string | null) => void;
  error?: ReactNode;
  required?: boolean;
}

/** The client organisations (D5) a CLIENT user can belong to. */
export function OrganisationSelect({ value, onChange, error, required = false }: OrganisationSelectProps) {
  const clients = useClients();
  const data = (clients.data?.items ?? []).map((client) => ({ value: client.id, label: client.name }));
  return (
    <Select
      label="Organisation"
      placeholder={clients.isPending ? 'Loading organisations...' : 'Choose the client organisation'}
      data={data}
      value={value}
      onChange={onChange}
      error={error ?? (clients.isError ? 'The organisations could not be loaded.' : undefined)}
      searchable
      nothingFoundMessage="No organisation matches"
      clearable={!required}
      required={required}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
