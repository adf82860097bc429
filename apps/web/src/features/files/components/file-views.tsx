import type { FileItemOnWire, FileKind, FolderOnWire } from '@agency/shared/files';
import { ActionIcon, Card, Checkbox, Group, Menu, SimpleGrid, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import {
  type Icon,
  IconArchive,
  IconCode,
  IconDots,
  IconDownload,
  IconFile,
  IconFileText,
  IconFolder,
  IconFolderSymlink,
  IconMovie,
  IconMusic,
  IconPencil,
  IconPhoto,
  IconShare,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { downloadUrl } from '../api/file-actions';

const KIND_ICONS: Record<FileKind | 'folder', Icon> = {
  folder: IconFolder,
  image: IconPhoto,
  video: IconMovie,
  audio: IconMusic,
  document: IconFileText,
  archive: IconArchive,
  code: IconCode,
  other: IconFile,
};

export interface FileActions {
  star: (file: FileItemOnWire) => void;
  rename?: (file: FileItemOnWire) => void;
  move?: (file: FileItemOnWire) => void;
  share?: (file: FileItemOnWire) => void;
  remove?: (file: FileItemOnWire) => void;
}

export interface FolderActions {
  open: (folder: FolderOnWire) => void;
  rename?: (folder: FolderOnWire) => void;
  remove?: (folder: FolderOnWire) => void;
}

interface ViewProps {
  folders: FolderOnWire[];
  files: FileItemOnWire[];
  selected: Set<string>;
  onToggle: (id: string) => void;
  fileActions: FileActions;
  folderActions: FolderActions;
}

function FileMenu({ file, actions }: { file: FileItemOnWire; actions: FileActions }) {
  const { t } = useTranslation('files');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('actions.more', { name: file.name })}
          onClick={(e) => e.stopPropagation()}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
        <Menu.Item component="a" href={downloadUrl(file.id)} download leftSection={<IconDownload size={16} />}>
          {t('actions.download')}
        </Menu.Item>
        <Menu.Item
          leftSection={file.starred ? <IconStarFilled size={16} /> : <IconStar size={16} />}
          onClick={() => actions.star(file)}
        >
          {file.starred ? t('actions.unstar') : t('actions.star')}
        </Menu.Item>
        {actions.rename && (
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => actions.rename?.(file)}>
            {t('actions.rename')}
          </Menu.Item>
        )}
        {actions.move && file.project && (
          <Menu.Item leftSection={<IconFolderSymlink size={16} />} onClick={() => actions.move?.(file)}>
            {t('actions.move')}
          </Menu.Item>
        )}
        {actions.share && (
          <Menu.Item leftSection={<IconShare size={16} />} onClick={() => actions.share?.(file)}>
            {t('actions.share')}
          </Menu.Item>
        )}
        {actions.remove && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => actions.remove?.(file)}>
            {t('actions.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function FolderMenu({ folder, actions }: { folder: FolderOnWire; actions: FolderActions }) {
  const { t } = useTranslation('files');
  if (!actions.rename && !actions.remove) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('actions.more', { name: folder.name })}
          onClick={(e) => e.stopPropagation()}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
        {actions.rename && (
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => actions.rename?.(folder)}>
            {t('actions.rename')}
          </Menu.Item>
        )}
        {actions.remove && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => actions.remove?.(folder)}>
            {t('actions.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function KindIcon({ kind, size = 20 }: { kind: FileKind | 'folder'; size?: number }) {
  const Glyph = KIND_ICONS[kind];
  return (
    <Glyph
      size={size}
      stroke={1.5}
      aria-hidden
      color={kind === 'folder' ? 'var(--mantine-color-yellow-6)' : undefined}
    />
  );
}

/** Cards: a folder opens on click; a file toggles its selection on click (001 §2), its menu holds the actions. */
export function FileGrid({ folders, files, selected, onToggle, fileActions, folderActions }: ViewProps) {
  const { t } = useTranslation('files');
  const format = useFormat();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm">
      {folders.map((folder) => (
        <Card key={folder.id} withBorder padding="sm" data-testid="folder-card">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <UnstyledButton onClick={() => folderActions.open(folder)} style={{ minWidth: 0, flex: 1 }}>
              <Group gap="xs" wrap="nowrap">
                <KindIcon kind="folder" size={28} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={500} truncate="end">
                    {folder.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate="end">
                    {folder.project?.name ?? t('kinds.folder')}
                  </Text>
                </Stack>
              </Group>
            </UnstyledButton>
            <FolderMenu folder={folder} actions={folderActions} />
          </Group>
        </Card>
      ))}
      {files.map((file) => {
        const isSelected = selected.has(file.id);
        return (
          <Card
            key={file.id}
            withBorder
            padding="sm"
            data-testid="file-card"
            onClick={() => onToggle(file.id)}
            style={{
              cursor: 'pointer',
              borderColor: isSelected ? 'var(--mantine-color-blue-6)' : undefined,
              background: isSelected ? 'var(--mantine-color-blue-light)' : undefined,
            }}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Checkbox
                checked={isSelected}
                onChange={() => onToggle(file.id)}
                onClick={(e) => e.stopPropagation()}
                aria-label={t('actions.select', { name: file.name })}
              />
              <Group gap={4} wrap="nowrap">
                {file.starred && (
                  <IconStarFilled size={16} color="var(--mantine-color-yellow-6)" aria-label={t('actions.star')} />
                )}
                <FileMenu file={file} actions={fileActions} />
              </Group>
            </Group>
            <Stack gap={4} mt="xs" style={{ minWidth: 0 }}>
              <Group gap="xs" wrap="nowrap">
                <KindIcon kind={file.kind} size={28} />
                <Text fw={500} truncate="end" title={file.name}>
                  {file.name}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" truncate="end">
                {t(`kinds.${file.kind}`)} · {format.bytes(file.size)} · {format.date(file.updatedAt)}
              </Text>
              {file.project && (
                <Text size="xs" c="dimmed" truncate="end">
                  {file.project.name}
                </Text>
              )}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

export function FileList({ folders, files, selected, onToggle, fileActions, folderActions }: ViewProps) {
  const { t } = useTranslation('files');
  const format = useFormat();
  return (
    <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40} />
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.type')}</Table.Th>
            <Table.Th>{t('columns.size')}</Table.Th>
            <Table.Th>{t('columns.modified')}</Table.Th>
            <Table.Th>{t('columns.project')}</Table.Th>
            <Table.Th w={48} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {folders.map((folder) => (
            <Table.Tr key={folder.id} data-testid="folder-row">
              <Table.Td />
              <Table.Td>
                <UnstyledButton onClick={() => folderActions.open(folder)}>
                  <Group gap="xs" wrap="nowrap">
                    <KindIcon kind="folder" />
                    <Text fw={500}>{folder.name}</Text>
                  </Group>
                </UnstyledButton>
              </Table.Td>
              <Table.Td>{t('kinds.folder')}</Table.Td>
              <Table.Td>—</Table.Td>
              <Table.Td>{format.date(folder.updatedAt)}</Table.Td>
              <Table.Td>{folder.project?.name ?? '—'}</Table.Td>
              <Table.Td>
                <FolderMenu folder={folder} actions={folderActions} />
              </Table.Td>
            </Table.Tr>
          ))}
          {files.map((file) => (
            <Table.Tr
              key={file.id}
              data-testid="file-row"
              bg={selected.has(file.id) ? 'var(--mantine-color-blue-light)' : undefined}
              onClick={() => onToggle(file.id)}
              style={{ cursor: 'pointer' }}
            >
              <Table.Td>
                <Checkbox
                  checked={selected.has(file.id)}
                  onChange={() => onToggle(file.id)}
                  onClick={(e) => e.stopPropagation()}
                  aria-label={t('actions.select', { name: file.name })}
                />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <KindIcon kind={file.kind} />
                  <Text size="sm" fw={500}>
                    {file.name}
                  </Text>
                  {file.starred && (
                    <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-label={t('actions.star')} />
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{t(`kinds.${file.kind}`)}</Table.Td>
              <Table.Td>{format.bytes(file.size)}</Table.Td>
              <Table.Td>{format.date(file.updatedAt)}</Table.Td>
              <Table.Td>{file.project?.name ?? '—'}</Table.Td>
              <Table.Td>
                <FileMenu file={file} actions={fileActions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
