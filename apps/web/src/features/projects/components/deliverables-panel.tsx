import { DELIVERABLE_STATUSES, type DeliverableStatus } from '@agency/shared/enums';
import { type CreateDeliverableBody, createDeliverableBody, type DeliverableOnWire } from '@agency/shared/projects';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDots, IconEdit, IconEyeOff, IconPlus, IconRosetteDiscountCheck, IconTrash } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { useCreateDeliverable } from '../api/create-deliverable';
import { useDeleteDeliverable } from '../api/delete-deliverable';
import { useUpdateDeliverable } from '../api/update-deliverable';
import { DELIVERABLE_COLOR } from './status';

/**
 * The Deliverables tab: what the client sees of the work (a CLIENT receives client-visible ones only, from the
 * server). The agency adds, edits, completes and removes them, and marks some internal.
 */
export function DeliverablesPanel({
  projectId,
  deliverables,
  canManage,
}: {
  projectId: string;
  deliverables: DeliverableOnWire[];
  canManage: boolean;
}) {
  const { t } = useTranslation(['projects', 'common']);
  const format = useFormat();
  const [editing, setEditing] = useState<DeliverableOnWire | 'new' | null>(null);
  const update = useUpdateDeliverable();
  const remove = useDeleteDeliverable();

  const setStatus = (deliverable: DeliverableOnWire, status: DeliverableStatus) =>
    update.mutate(
      { projectId, id: deliverable.id, body: { status } },
      {
        onError: (error) =>
          notifications.show({ color: 'red', message: errorMessage(error, t('deliverables.saveFailed')) }),
      },
    );
  const confirmDelete = (deliverable: DeliverableOnWire) =>
    modals.openConfirmModal({
      title: t('deliverables.deleteTitle'),
      children: <Text size="sm">{t('deliverables.deleteText', { title: deliverable.title })}</Text>,
      labels: { confirm: t('deliverables.delete'), cancel: t('form.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(
          { projectId, id: deliverable.id },
          {
            onError: (error) =>
              notifications.show({ color: 'red', message: errorMessage(error, t('deliverables.deleteFailed')) }),
          },
        ),
    });

  return (
    <Stack gap="sm">
      {canManage && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
            {t('deliverables.add')}
          </Button>
        </Group>
      )}
      {deliverables.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {t('deliverables.empty')}
        </Text>
      )}
      {deliverables.map((deliverable) => (
        <Card key={deliverable.id} withBorder radius="md" padding="md" data-testid="deliverable">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>{deliverable.title}</Text>
                {!deliverable.clientVisible && (
                  <Badge
                    color="gray"
                    variant="outline"
                    size="sm"
                    leftSection={<IconEyeOff size={12} aria-hidden="true" />}
                  >
                    {t('deliverables.internal')}
                  </Badge>
                )}
              </Group>
              {deliverable.description && (
                <Text size="sm" c="dimmed" mt={2}>
                  {deliverable.description}
                </Text>
              )}
              {deliverable.approval && <ApprovalState approval={deliverable.approval} />}
              <Text size="xs" c="dimmed" mt={4}>
                {deliverable.dueDate
                  ? t('deliverables.due', { date: format.date(deliverable.dueDate) })
                  : t('deliverables.noDue')}
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              <Badge color={DELIVERABLE_COLOR[deliverable.status]} variant="light">
                {t(`deliverableStatus.${deliverable.status}`)}
              </Badge>
              {canManage && (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" aria-label={t('deliverables.actions', { title: deliverable.title })}>
                      <IconDots size={18} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {DELIVERABLE_STATUSES.filter((s) => s !== deliverable.status).map((status) => (
                      <Menu.Item key={status} onClick={() => setStatus(deliverable, status)}>
                        {t(`deliverables.mark.${status}`)}
                      </Menu.Item>
                    ))}
                    <Menu.Divider />
                    <Menu.Item leftSection={<IconEdit size={14} />} onClick={() => setEditing(deliverable)}>
                      {t('deliverables.edit')}
                    </Menu.Item>
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={14} />}
                      onClick={() => confirmDelete(deliverable)}
                    >
                      {t('deliverables.delete')}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              )}
            </Group>
          </Group>
        </Card>
      ))}
      <Modal
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('deliverables.addTitle') : t('deliverables.editTitle')}
        styles={{ title: { fontWeight: 700 } }}
      >
        {editing !== null && (
          <DeliverableForm
            projectId={projectId}
            deliverable={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}

type Values = {
  title: string;
  description: string;
  dueDate: string | null;
  status: DeliverableStatus;
  clientVisible: boolean;
};

function DeliverableForm({
  projectId,
  deliverable,
  onDone,
}: {
  projectId: string;
  deliverable?: DeliverableOnWire;
  onDone: () => void;
}) {
  const { t } = useTranslation('projects');
  const create = useCreateDeliverable();
  const update = useUpdateDeliverable();
  const mutation = deliverable ? update : create;
  const form = useSchemaForm<Values>(createDeliverableBody, {
    initialValues: {
      title: deliverable?.title ?? '',
      description: deliverable?.description ?? '',
      dueDate: deliverable?.dueDate ?? null,
      status: deliverable?.status ?? 'pending',
      clientVisible: deliverable?.clientVisible ?? true,
    },
  });
  const submit = form.onSubmit((values) => {
    const handlers = { onSuccess: onDone, onError: (error: unknown) => showServerErrors(form, error) };
    if (deliverable) update.mutate({ projectId, id: deliverable.id, body: values }, handlers);
    else create.mutate({ projectId, body: values satisfies CreateDeliverableBody }, handlers);
  });
  const due = form.getInputProps('dueDate');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {mutation.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(mutation.error, t('deliverables.saveFailed'))}
          </Alert>
        )}
        <TextInput label={t('deliverables.title')} {...form.getInputProps('title')} required data-autofocus />
        <Textarea label={t('form.description')} autosize minRows={2} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="date"
            label={t('deliverables.dueDate')}
            error={due.error}
            value={form.getValues().dueDate ?? ''}
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              form.setFieldValue('dueDate', event.currentTarget.value || null)
            }
          />
          <Select
            label={t('form.status')}
            data={DELIVERABLE_STATUSES.map((s) => ({ value: s, label: t(`deliverableStatus.${s}`) }))}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
        </SimpleGrid>
        <Switch
          label={t('deliverables.clientVisible')}
          description={t('deliverables.clientVisibleHint')}
          {...form.getInputProps('clientVisible', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {deliverable ? t('form.save') : t('deliverables.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const APPROVAL_COLOR = { pending: 'yellow', approved: 'green', 'changes-requested': 'orange' } as const;

/** The latest approval asked in the project's thread (issue #9): its state, who decided and when, the comment. */
function ApprovalState({ approval }: { approval: NonNullable<DeliverableOnWire['approval']> }) {
  const { t } = useTranslation('projects');
  const format = useFormat();
  const name = approval.decidedByName ?? '';
  const label =
    approval.status === 'pending'
      ? t('deliverables.approvalPending')
      : approval.status === 'approved'
        ? t('deliverables.approvalApproved', { name })
        : t('deliverables.approvalChanges', { name });
  return (
    <Stack gap={2} mt={6} data-testid="deliverable-approval">
      <Group gap={6} wrap="wrap">
        <Badge
          color={APPROVAL_COLOR[approval.status]}
          variant="light"
          size="sm"
          leftSection={<IconRosetteDiscountCheck size={12} aria-hidden="true" />}
        >
          {label}
        </Badge>
        {approval.decidedAt && (
          <Text size="xs" c="dimmed">
            {format.dateTime(approval.decidedAt)}
          </Text>
        )}
      </Group>
      {approval.comment && (
        <Text size="xs" fs="italic">
          {approval.comment}
        </Text>
      )}
    </Stack>
  );
}
