import { type CreateCertificationBody, createCertificationBody } from '@agency/shared/team';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { useAddCertification } from '../api/certifications';

interface CertificationModalProps {
  opened: boolean;
  onClose: () => void;
  personId: string;
}

/** Add a certification (001 §3: name, issuer, date) to the person's Skills & Certs. */
export function CertificationModal({ opened, onClose, personId }: CertificationModalProps) {
  const { t } = useTranslation(['team', 'common']);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('certification.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {opened && <CertificationForm personId={personId} onDone={onClose} />}
    </Modal>
  );
}

function CertificationForm({ personId, onDone }: { personId: string; onDone: () => void }) {
  const { t } = useTranslation('team');
  const add = useAddCertification();
  const form = useSchemaForm<CreateCertificationBody>(createCertificationBody, {
    initialValues: { name: '', issuer: '', issuedOn: '' },
  });
  const submit = form.onSubmit((values) =>
    add.mutate(
      { id: personId, body: values },
      { onSuccess: onDone, onError: (error) => showServerErrors(form, error) },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {add.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(add.error, t('certification.failed'))}
          </Alert>
        )}
        <TextInput label={t('certification.name')} {...form.getInputProps('name')} required data-autofocus />
        <TextInput label={t('certification.issuer')} {...form.getInputProps('issuer')} required />
        <TextInput label={t('certification.issuedOn')} type="date" {...form.getInputProps('issuedOn')} required />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={add.isPending}>
            {t('certification.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('certification.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
