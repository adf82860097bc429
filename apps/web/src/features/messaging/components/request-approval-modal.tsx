import { MESSAGE_MAX_LENGTH } from '@agency/shared/messaging-values';
import { Alert, Button, Group, Loader, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showToast } from '../../../lib/toast';
import { useProjectDeliverables } from '../api/project-deliverables';
import { useRequestApproval } from '../api/request-approval';

/**
 * The agency asks the client to approve one of the project's client-visible deliverables; the request appears in
 * the thread. (Files join once the files workspace exists: the API already accepts a `fileId`.)
 */
export function RequestApprovalModal({
  projectId,
  opened,
  onClose,
}: {
  projectId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('messaging');
  const deliverables = useProjectDeliverables(projectId, opened);
  const request = useRequestApproval();
  const [deliverableId, setDeliverableId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const options = (deliverables.data ?? [])
    .filter((deliverable) => deliverable.clientVisible)
    .map((deliverable) => ({ value: deliverable.id, label: deliverable.title }));

  const close = () => {
    setDeliverableId(null);
    setNote('');
    onClose();
  };

  const submit = () => {
    if (!deliverableId) return;
    request.mutate(
      { projectId, body: { deliverableId, note: note.trim() } },
      {
        onSuccess: close,
        onError: (error) => showToast({ type: 'error', message: errorMessage(error, t('request.failed')) }),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('request.title')}>
      {deliverables.isPending ? (
        <Loader size="sm" role="status" aria-label={t('loading')} />
      ) : options.length === 0 ? (
        <Alert color="gray">{t('request.none')}</Alert>
      ) : (
        <Stack gap="sm">
          <Select
            label={t('request.deliverable')}
            placeholder={t('request.deliverablePlaceholder')}
            data={options}
            value={deliverableId}
            onChange={setDeliverableId}
            searchable
            required
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label={t('request.note')}
            placeholder={t('request.notePlaceholder')}
            autosize
            minRows={2}
            maxLength={MESSAGE_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('request.cancel')}
            </Button>
            <Button onClick={submit} disabled={!deliverableId} loading={request.isPending}>
              {t('request.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
