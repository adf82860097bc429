import type { MessageOnWire } from '@agency/shared/messaging';
import { MESSAGE_EDIT_WINDOW_MINUTES } from '@agency/shared/messaging-values';
import { ActionIcon, Anchor, Badge, Box, Button, Group, Menu, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDots, IconEdit, IconLock, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { showToast } from '../../../lib/toast';
import { useDeleteMessage } from '../api/delete-message';
import { useEditMessage } from '../api/edit-message';
import { ApprovalCard } from './approval-card';
import classes from './messaging.module.css';

const WINDOW_MS = MESSAGE_EDIT_WINDOW_MINUTES * 60_000;

/** Whether the sender may still change the message (the server decides; this only hides a menu it would refuse). */
export function withinEditWindow(message: MessageOnWire, now: number): boolean {
  return now - Date.parse(message.createdAt) < WINDOW_MS;
}

interface MessageItemProps {
  message: MessageOnWire;
  own: boolean;
  /** A client of the project: may decide pending approvals. */
  canDecide: boolean;
  now: number;
  seenBy: string[];
}

export function MessageItem({ message, own, canDecide, now, seenBy }: MessageItemProps) {
  const { t } = useTranslation('messaging');
  const format = useFormat();
  const edit = useEditMessage();
  const remove = useDeleteMessage();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.content);
  const deleted = message.deletedAt !== null;
  const changeable = own && !deleted && message.type !== 'approval' && withinEditWindow(message, now);
  // A file message says "File: <name>" (001 §5) for previews and notifications; the bubble shows the file itself.
  const caption = message.file && message.content === `File: ${message.file.name}` ? '' : message.content;
  const senderName = own ? t('message.you') : (message.sender?.name ?? t('message.formerMember'));

  const save = () => {
    const content = draft.trim();
    if (!content) return;
    edit.mutate(
      { id: message.id, body: { content } },
      {
        onSuccess: () => setEditing(false),
        onError: (error) => showToast({ type: 'error', message: errorMessage(error, t('message.editFailed')) }),
      },
    );
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('message.deleteTitle'),
      children: <Text size="sm">{t('message.deleteText')}</Text>,
      labels: { confirm: t('message.delete'), cancel: t('message.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(message.id, {
          onError: (error) => showToast({ type: 'error', message: errorMessage(error, t('message.deleteFailed')) }),
        }),
    });

  const header = (
    <Group gap={6} wrap="nowrap" justify={own ? 'flex-end' : 'flex-start'}>
      <Text size="xs" fw={600}>
        {senderName}
      </Text>
      <Text size="xs" c="dimmed">
        {format.date(message.createdAt, { timeStyle: 'short' })}
      </Text>
      {message.editedAt && !deleted && (
        <Text size="xs" c="dimmed" fs="italic">
          ({t('message.edited')})
        </Text>
      )}
      {message.internal && (
        <Badge size="xs" color="yellow" variant="filled" leftSection={<IconLock size={10} aria-hidden="true" />}>
          {t('message.internal')}
        </Badge>
      )}
      {changeable && !editing && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" size="sm" color="gray" aria-label={t('message.actions')}>
              <IconDots size={14} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconEdit size={14} />}
              onClick={() => {
                setDraft(message.content);
                setEditing(true);
              }}
            >
              {t('message.edit')}
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={confirmDelete}>
              {t('message.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );

  return (
    <Stack gap={4} align={own ? 'flex-end' : 'flex-start'} data-testid="message" data-message-id={message.id}>
      {header}
      {message.type === 'approval' && message.approval ? (
        <ApprovalCard approval={message.approval} note={message.content} canDecide={canDecide} />
      ) : (
        <Box
          className={[classes.bubble, own ? classes.own : '', message.internal ? classes.internal : '']
            .filter(Boolean)
            .join(' ')}
        >
          {deleted ? (
            <Text size="sm" c="dimmed" fs="italic">
              {t('message.deleted')}
            </Text>
          ) : editing ? (
            <Stack gap="xs" miw={240}>
              <Textarea
                aria-label={t('message.editLabel')}
                autosize
                minRows={1}
                maxRows={8}
                maxLength={5000}
                value={draft}
                onChange={(event) => setDraft(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                    event.preventDefault();
                    save();
                  }
                  if (event.key === 'Escape') setEditing(false);
                }}
                data-autofocus
              />
              <Group gap="xs" justify="flex-end">
                <Button size="xs" variant="subtle" onClick={() => setEditing(false)}>
                  {t('message.cancel')}
                </Button>
                <Button size="xs" onClick={save} loading={edit.isPending} disabled={draft.trim() === ''}>
                  {t('message.save')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <>
              {caption && (
                <Text size="sm" className={classes.content}>
                  {caption}
                </Text>
              )}
              {message.file && (
                <Group gap={6} mt={caption ? 4 : 0} wrap="nowrap">
                  <IconPaperclip size={14} aria-hidden="true" />
                  <Anchor
                    size="sm"
                    className={classes.fileLink}
                    href={`/api/files/${encodeURIComponent(message.file.id)}/download`}
                    aria-label={t('message.download', { name: message.file.name })}
                  >
                    {message.file.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {format.bytes(message.file.sizeBytes)}
                  </Text>
                </Group>
              )}
            </>
          )}
        </Box>
      )}
      {seenBy.length > 0 && (
        <Text size="xs" c="dimmed" data-testid="seen-by">
          {t('message.seenBy', { names: seenBy.join(', ') })}
        </Text>
      )}
    </Stack>
  );
}
