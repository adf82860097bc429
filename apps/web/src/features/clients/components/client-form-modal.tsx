import { type ClientOnWire, type CreateClientBody, createClientBody } from '@agency/shared/clients';
import { CLIENT_LOCATIONS, CLIENT_STATUSES } from '@agency/shared/enums';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { useCreateClient } from '../api/create-client';
import { useUpdateClient } from '../api/update-client';
import { useFieldError } from './field-error';

type FormValues = Required<CreateClientBody>;

const EMPTY: FormValues = { name: '', email: '', phone: '', address: '', status: 'active', location: 'local' };

interface ClientFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The client to edit; without one the modal adds a client. */
  client?: ClientOnWire | null;
}

/** Add ClientOnWire and Edit ClientOnWire (001 §2, §5): the shared schema's rules; on a valid add the form resets and closes. */
export function ClientFormModal({ opened, onClose, client }: ClientFormModalProps) {
  const { t } = useTranslation(['clients', 'common']);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      opened={opened}
      onClose={onClose}
      title={client ? t('form.editTitle') : t('form.addTitle')}
      styles={{ title: { fontWeight: 700 } }}
      size="lg"
    >
      {/* Mounted only while open, so each opening starts from the client's current values. */}
      {opened && <ClientForm client={client ?? null} onDone={onClose} />}
    </Modal>
  );
}

function ClientForm({ client, onDone }: { client: ClientOnWire | null; onDone: () => void }) {
  const { t } = useTranslation('clients');
  const create = useCreateClient();
  const update = useUpdateClient();
  const form = useSchemaForm<FormValues>(createClientBody, {
    initialValues: client
      ? {
          name: client.name,
          email: client.email,
          phone: client.phone,
          address: client.address,
          status: client.status,
          location: client.location,
        }
      : EMPTY,
  });
  const mutation = client ? update : create;
  const fieldError = useFieldError();
  const input = (field: keyof FormValues) => {
    const props = form.getInputProps(field);
    return { ...props, error: fieldError(props.error) };
  };

  const submit = form.onSubmit((values) => {
    const onError = (error: unknown) => showServerErrors(form, error);
    if (client) {
      update.mutate(
        { id: client.id, body: values },
        {
          onSuccess: (saved) => {
            notifications.show({ color: 'teal', message: t('form.saved', { name: saved.name }) });
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: (saved) => {
          form.reset();
          notifications.show({ color: 'teal', message: t('form.added', { name: saved.name }) });
          onDone();
        },
        onError,
      });
    }
  });

  const serverError =
    mutation.error instanceof ApiError && !mutation.error.fields ? errorMessage(mutation.error, t('form.error')) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('form.name')} required data-autofocus {...input('name')} />
        <TextInput label={t('form.email')} type="email" required {...input('email')} />
        <TextInput
          label={t('form.phone')}
          type="tel"
          description={t('form.optional')}
          {...form.getInputProps('phone')}
        />
        <Textarea
          label={t('form.address')}
          description={t('form.optional')}
          autosize
          minRows={2}
          {...form.getInputProps('address')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label={t('form.status')}
            data={CLIENT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('status')}
          />
          <Select
            label={t('form.location')}
            data={CLIENT_LOCATIONS.map((value) => ({ value, label: t(`location.${value}`) }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('location')}
          />
        </SimpleGrid>
        {mutation.isError && !form.errors.name && !form.errors.email && (
          <Alert color="red" role="alert">
            {serverError ?? t('form.error')}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {client ? t('actions.save') : t('actions.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
