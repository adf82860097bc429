import type { FileItemOnWire, FolderOnWire } from '@agency/shared/files';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useFolders } from '../api/folders';

interface NameModalProps {
  opened: boolean;
  title: string;
  label: string;
  submitLabel: string;
  initial?: string;
  saving: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (name: string) => void;
  /** Extra fields above the name (the folder's project). */
  children?: React.ReactNode;
}

/** 'Create New Folder' / 'Folder Name' (001 §5: trimmed, non-empty; Create Folder disabled otherwise), and renames. */
export function NameModal({
  opened,
  title,
  label,
  submitLabel,
  initial = '',
  saving,
  error,
  onClose,
  onSubmit,
  children,
}: NameModalProps) {
  const { t } = useTranslation('files');
  const [name, setName] = useState(initial);
  useEffect(() => {
    if (opened) setName(initial);
  }, [opened, initial]);
  const trimmed = name.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed !== '') onSubmit(trimmed);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form onSubmit={submit}>
        <Stack>
          {children}
          <TextInput
            label={label}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
            maxLength={255}
            error={error ? errorMessage(error, t('toast.error')) : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" disabled={trimmed === ''} loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Move one or more files to a folder of their project (or out of any folder). */
export function MoveModal({
  files,
  saving,
  error,
  onClose,
  onSubmit,
}: {
  files: FileItemOnWire[];
  saving: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (folderId: string | null) => void;
}) {
  const { t } = useTranslation('files');
  const projectId = files[0]?.project?.id;
  const folders = useFolders({ projectId }, files.length > 0 && projectId !== undefined);
  const [choice, setChoice] = useState<string>('none');
  useEffect(() => setChoice(files[0]?.folderId ?? 'none'), [files]);
  const options = [
    { value: 'none', label: t('move.noFolder') },
    ...(folders.data?.items ?? []).map((folder: FolderOnWire) => ({ value: folder.id, label: folder.name })),
  ];
  return (
    <Modal opened={files.length > 0} onClose={onClose} title={t('move.title')}>
      <Stack>
        <Select
          label={t('move.folder')}
          data={options}
          value={choice}
          onChange={(value) => setChoice(value ?? 'none')}
          allowDeselect={false}
          error={error ? errorMessage(error, t('toast.error')) : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button loading={saving} onClick={() => onSubmit(choice === 'none' ? null : choice)}>
            {t('move.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
