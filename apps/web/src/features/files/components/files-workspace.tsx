import '@mantine/dropzone/styles.layer.css';
import type { Role } from '@agency/shared/enums';
import type { FileItemOnWire, FolderOnWire } from '@agency/shared/files';
import { FILE_KINDS, FILE_SORTS } from '@agency/shared/files-values';
import type { Person } from '@agency/shared/people';
import { can } from '@agency/shared/permissions';
import {
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Menu,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  IconArrowsSort,
  IconDownload,
  IconFolderPlus,
  IconFolderSymlink,
  IconLayoutGrid,
  IconList,
  IconSearch,
  IconStar,
  IconTrash,
  IconUpload,
  IconX,
} from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredSelect } from '../../../components/deferred-select';
import { useFormat } from '../../../i18n/format';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { useUrlSearch, useUrlState } from '../../../lib/url-state';
import {
  downloadUrl,
  useDeleteFile,
  useFile,
  useFileShares,
  useSetShares,
  useStarFile,
  useUpdateFile,
} from '../api/file-actions';
import { useFileProjects } from '../api/file-projects';
import { useFileStats } from '../api/file-stats';
import { useCreateFolder, useDeleteFolder, useFolder, useFolders, useUpdateFolder } from '../api/folders';
import { useFiles } from '../api/list-files';
import { fileFiltersOf, folderFiltersOf, foldersShown, readFilesUrl } from '../api/screen';
import { MoveModal, NameModal } from './file-modals';
import { type FileActions, FileGrid, FileList, type FolderActions } from './file-views';
import { UploadQueue } from './upload-queue';
import { useUploads } from './use-uploads';

// The picker (its people query brings the shared schema, so zod) loads when opened, not with the page (issue #19).
const TeamMemberPicker = lazy(() =>
  import('../../../components/team-member-picker').then((module) => ({ default: module.TeamMemberPicker })),
);

const ALL = 'all';

/**
 * Files & Assets (001 §2, D24): stats, uploads by button or by dropping anywhere on the window, folders with
 * breadcrumbs, search, type and project filters, sorts, grid and list, multi-selection with bulk actions. Folder,
 * search, filters, sort and view live in the URL (`?folder=&q=&kind=&project=&sort=&dir=&view=&starred=`).
 */
export function FilesWorkspace({ role }: { role: Role }) {
  const { t } = useTranslation('files');
  const format = useFormat();
  const [params, update] = useUrlState();
  // The route's clientLoader reads the URL with the same function, and starts the listing's queries.
  const url = readFilesUrl(params);
  const { folderId, q, kind, projectId, sort, dir, view, starredOnly, linkedId, searching } = url;
  const linked = useFile(linkedId);
  const mayManage = can(role, 'file:manage');
  const mayDelete = can(role, 'file:delete');

  const [search, setSearch] = useUrlSearch(q, update);

  const filters = fileFiltersOf(url);
  const list = useFiles(filters);
  const folders = useFolders(folderFiltersOf(url), foldersShown(url));
  const folder = useFolder(folderId);
  const stats = useFileStats(projectId);
  const projects = useFileProjects();
  const files = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const folderItems = useMemo(() => {
    const items = kind || starredOnly ? [] : (folders.data?.items ?? []);
    const factor = dir === 'asc' ? 1 : -1;
    return sort === 'name' ? [...items].sort((a, b) => factor * a.name.localeCompare(b.name)) : items;
  }, [folders.data, kind, starredOnly, sort, dir]);

  // Selection: ids of files on screen; it resets when the listing changes.
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const listingKey = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the listing's identity is its filters.
  useEffect(() => setSelected(new Set()), [listingKey]);
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const selectedFiles = files.filter((file) => selected.has(file.id));

  // Uploads go to the open folder's project, else the project filter; the agency may also file outside projects.
  const uploads = useUploads();
  const uploadProject = folder.data?.project?.id ?? projectId ?? null;
  const openPicker = useRef<() => void>(null);
  const maxBytes = stats.data?.maxUploadBytes;
  const startUploads = (chosen: File[]) => {
    // Only the agency (who organises files) may file outside a project.
    if (!mayManage && !uploadProject) {
      notifications.show({ color: 'yellow', message: t('uploads.chooseProject') });
      return;
    }
    for (const file of chosen) {
      if (maxBytes !== undefined && file.size > maxBytes) {
        uploads.refuse(
          file,
          new ApiError(
            413,
            'FILE_TOO_LARGE',
            `This file is too large. The largest file you can upload is ${Math.round(maxBytes / 1048576)} MB.`,
          ),
        );
        continue;
      }
      uploads.start(file, { projectId: uploadProject, folderId });
    }
  };

  // Mutations and their modals.
  const star = useStarFile();
  const updateFile = useUpdateFile();
  const deleteFile = useDeleteFile();
  const setShares = useSetShares();
  const createFolder = useCreateFolder();
  const updateFolder = useUpdateFolder();
  const deleteFolder = useDeleteFolder();
  const [creatingFolder, setCreatingFolder] = useState(false);
  const [newFolderProject, setNewFolderProject] = useState<string | null>(null);
  const [renamingFile, setRenamingFile] = useState<FileItemOnWire | null>(null);
  const [renamingFolder, setRenamingFolder] = useState<FolderOnWire | null>(null);
  const [moving, setMoving] = useState<FileItemOnWire[]>([]);
  const [sharing, setSharing] = useState<FileItemOnWire | null>(null);
  const shares = useFileShares(sharing?.id ?? null);
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t('toast.error')) });

  /** Runs one change per file; reports how many failed with the first server message. */
  const forEach = async (targets: FileItemOnWire[], run: (file: FileItemOnWire) => Promise<unknown>, done: string) => {
    const results = await Promise.allSettled(targets.map(run));
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (rejected.length === 0) notifications.show({ color: 'green', message: done });
    else
      notifications.show({
        color: 'red',
        message: t('toast.partial', {
          failed: rejected.length,
          total: targets.length,
          message: errorMessage(rejected[0]!.reason, t('toast.error')),
        }),
      });
    setSelected(new Set());
  };

  const confirmDelete = (targets: FileItemOnWire[]) =>
    modals.openConfirmModal({
      title: targets.length === 1 ? t('confirm.deleteTitle') : t('confirm.deleteManyTitle'),
      children: (
        <Text size="sm">
          {targets.length === 1
            ? t('confirm.deleteMessage', { name: targets[0]!.name })
            : t('confirm.deleteManyMessage', { count: targets.length })}
        </Text>
      ),
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void forEach(targets, (file) => deleteFile.mutateAsync(file.id), t('toast.deleted')),
    });

  const fileActions: FileActions = {
    star: (file) => star.mutate({ id: file.id, starred: !file.starred }, { onError: failed }),
    rename: mayManage ? setRenamingFile : undefined,
    move: mayManage ? (file) => setMoving([file]) : undefined,
    share: mayManage ? setSharing : undefined,
    remove: mayDelete ? (file) => confirmDelete([file]) : undefined,
  };
  const folderActions: FolderActions = {
    open: (target) => update({ folder: target.id, q: null, starred: null }),
    rename: mayManage ? setRenamingFolder : undefined,
    remove: mayDelete
      ? (target) =>
          modals.openConfirmModal({
            title: t('confirm.deleteFolderTitle'),
            children: <Text size="sm">{t('confirm.deleteFolderMessage', { name: target.name })}</Text>,
            labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
            confirmProps: { color: 'red' },
            onConfirm: () =>
              deleteFolder.mutate(target.id, {
                onSuccess: () => notifications.show({ color: 'green', message: t('toast.deleted') }),
                onError: failed,
              }),
          })
      : undefined,
  };

  const projectOptions = [
    { value: ALL, label: t('filters.allProjects') },
    ...(projects.data ?? []).map((project) => ({ value: project.id, label: project.name })),
  ];
  const kindOptions = [
    { value: ALL, label: t('filters.allTypes') },
    ...FILE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) })),
  ];
  const loading = list.isPending || (folders.isPending && folders.fetchStatus !== 'idle');
  const empty = !loading && files.length === 0 && folderItems.length === 0;

  return (
    <Stack gap="md">
      <StatsCards stats={stats.data} format={format} />

      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Button leftSection={<IconUpload size={18} />} onClick={() => openPicker.current?.()}>
            {t('actions.upload')}
          </Button>
          {mayManage && (
            <Button
              variant="default"
              leftSection={<IconFolderPlus size={18} />}
              onClick={() => {
                setNewFolderProject(folder.data?.project?.id ?? projectId ?? null);
                setCreatingFolder(true);
              }}
            >
              {t('actions.newFolder')}
            </Button>
          )}
          {maxBytes !== undefined && (
            <Text size="xs" c="dimmed">
              {t('uploads.limit', { size: format.bytes(maxBytes) })}
            </Text>
          )}
        </Group>
        <SegmentedControl
          aria-label={t('filters.view')}
          value={view}
          onChange={(value) => update({ view: value === 'list' ? 'list' : null }, true)}
          data={[
            { value: 'grid', label: <IconLayoutGrid size={16} aria-label={t('filters.grid')} /> },
            { value: 'list', label: <IconList size={16} aria-label={t('filters.list')} /> },
          ]}
        />
      </Group>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 220px' }}
          aria-label={t('filters.searchLabel')}
          placeholder={t('filters.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <DeferredSelect
          w={{ base: '100%', xs: 170 }}
          aria-label={t('filters.type')}
          data={kindOptions}
          value={kind ?? ALL}
          onChange={(value) => update({ kind: value === ALL ? null : value })}
          allowDeselect={false}
        />
        <DeferredSelect
          w={{ base: '100%', xs: 200 }}
          aria-label={t('filters.project')}
          data={projectOptions}
          value={projectId ?? ALL}
          onChange={(value) => update({ project: value === ALL ? null : value, folder: null })}
          allowDeselect={false}
          searchable
        />
        <Button
          variant={starredOnly ? 'light' : 'default'}
          leftSection={<IconStar size={16} />}
          aria-pressed={starredOnly}
          onClick={() => update({ starred: starredOnly ? null : 'true' })}
        >
          {t('filters.starredOnly')}
        </Button>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="default" leftSection={<IconArrowsSort size={16} />}>
              {t('sort.current', { field: t(`sort.${sort}`), dir: t(`sort.${dir}`) })}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {FILE_SORTS.flatMap((field) =>
              (['asc', 'desc'] as const).map((direction) => (
                <Menu.Item
                  key={`${field}-${direction}`}
                  onClick={() =>
                    update({ sort: field === 'modified' ? null : field, dir: direction === 'desc' ? null : direction })
                  }
                  fw={field === sort && direction === dir ? 700 : undefined}
                >
                  {t(`sort.${field}`)} · {t(`sort.${direction}`)}
                </Menu.Item>
              )),
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>

      {!searching && (
        <Breadcrumbs aria-label={t('breadcrumbs.label')}>
          <Anchor component="button" type="button" onClick={() => update({ folder: null })}>
            {t('breadcrumbs.root')}
          </Anchor>
          {(folder.data?.path ?? []).map((step, index, path) =>
            index === path.length - 1 ? (
              <Text key={step.id} aria-current="page">
                {step.name}
              </Text>
            ) : (
              <Anchor key={step.id} component="button" type="button" onClick={() => update({ folder: step.id })}>
                {step.name}
              </Anchor>
            ),
          )}
        </Breadcrumbs>
      )}

      {linkedId && (
        <Card withBorder padding="sm" component="section" aria-label={t('linked.title')}>
          <Group justify="space-between" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('linked.title')}
              </Text>
              {linked.isError ? (
                <Text c="red">{t('linked.missing')}</Text>
              ) : (
                <Text fw={600} truncate="end">
                  {linked.data?.name ?? '…'}
                  {linked.data?.project ? ` · ${linked.data.project.name}` : ''}
                </Text>
              )}
            </Stack>
            <Group gap="xs">
              {linked.data && (
                <Button
                  component="a"
                  href={downloadUrl(linked.data.id)}
                  download
                  size="xs"
                  leftSection={<IconDownload size={14} />}
                >
                  {t('actions.download')}
                </Button>
              )}
              <Button size="xs" variant="subtle" onClick={() => update({ file: null })}>
                {t('linked.close')}
              </Button>
            </Group>
          </Group>
        </Card>
      )}

      {selected.size > 0 && (
        <Card withBorder padding="xs" bg="var(--mantine-color-blue-light)">
          <Group justify="space-between" gap="xs">
            <Text fw={600}>{t('selection.count', { count: selected.size })}</Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                leftSection={<IconStar size={14} />}
                onClick={() =>
                  void forEach(
                    selectedFiles,
                    (file) => star.mutateAsync({ id: file.id, starred: true }),
                    t('toast.saved'),
                  )
                }
              >
                {t('actions.star')}
              </Button>
              {mayManage &&
                selectedFiles.every((file) => file.project?.id === selectedFiles[0]?.project?.id) &&
                selectedFiles[0]?.project && (
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconFolderSymlink size={14} />}
                    onClick={() => setMoving(selectedFiles)}
                  >
                    {t('actions.move')}
                  </Button>
                )}
              {mayDelete && (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => confirmDelete(selectedFiles)}
                >
                  {t('actions.delete')}
                </Button>
              )}
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconX size={14} />}
                onClick={() => setSelected(new Set())}
              >
                {t('actions.clearSelection')}
              </Button>
            </Group>
          </Group>
        </Card>
      )}

      <UploadQueue uploads={uploads.uploads} onCancel={uploads.cancel} onClear={uploads.clearFinished} />

      {loading ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('loading')} />
        </Center>
      ) : list.isError ? (
        <Text c="red" role="alert">
          {errorMessage(list.error, t('toast.error'))}
        </Text>
      ) : empty ? (
        <Stack align="center" gap={4} py="xl">
          <Text fw={600}>{t('empty.title')}</Text>
          <Text c="dimmed" size="sm">
            {t('empty.hint')}
          </Text>
        </Stack>
      ) : view === 'list' ? (
        <FileList
          folders={folderItems}
          files={files}
          selected={selected}
          onToggle={toggle}
          fileActions={fileActions}
          folderActions={folderActions}
        />
      ) : (
        <FileGrid
          folders={folderItems}
          files={files}
          selected={selected}
          onToggle={toggle}
          fileActions={fileActions}
          folderActions={folderActions}
        />
      )}
      {list.hasNextPage && (
        <Center>
          <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('loadMore')}
          </Button>
        </Center>
      )}

      {/* The whole window accepts dropped files; the button opens the same picker. */}
      <Dropzone.FullScreen openRef={openPicker} onDrop={startUploads} multiple activateOnClick={false}>
        <Stack align="center" justify="center" mih={220} gap="xs" style={{ pointerEvents: 'none' }}>
          <IconUpload size={52} stroke={1.5} aria-hidden />
          <Text size="xl" fw={600}>
            {t('dropzone.title')}
          </Text>
          <Text c="dimmed">{t('dropzone.hint')}</Text>
        </Stack>
      </Dropzone.FullScreen>

      <NameModal
        opened={creatingFolder}
        title={t('folder.createTitle')}
        label={t('folder.name')}
        submitLabel={t('folder.create')}
        saving={createFolder.isPending}
        error={createFolder.error}
        onClose={() => {
          setCreatingFolder(false);
          createFolder.reset();
        }}
        onSubmit={(name) =>
          createFolder.mutate(
            { name, parentId: folderId, projectId: folderId ? undefined : newFolderProject },
            {
              onSuccess: () => {
                setCreatingFolder(false);
                notifications.show({ color: 'green', message: t('toast.folderCreated') });
              },
            },
          )
        }
      >
        {!folderId && (
          <DeferredSelect
            label={t('folder.project')}
            data={[
              ...(mayManage ? [{ value: ALL, label: t('folder.noProject') }] : []),
              ...(projects.data ?? []).map((project) => ({ value: project.id, label: project.name })),
            ]}
            value={newFolderProject ?? ALL}
            onChange={(value) => setNewFolderProject(value === ALL ? null : value)}
            allowDeselect={false}
          />
        )}
      </NameModal>

      <NameModal
        opened={renamingFolder !== null}
        title={t('folder.renameTitle')}
        label={t('folder.name')}
        submitLabel={t('actions.save')}
        initial={renamingFolder?.name}
        saving={updateFolder.isPending}
        error={updateFolder.error}
        onClose={() => {
          setRenamingFolder(null);
          updateFolder.reset();
        }}
        onSubmit={(name) =>
          renamingFolder &&
          updateFolder.mutate({ id: renamingFolder.id, body: { name } }, { onSuccess: () => setRenamingFolder(null) })
        }
      />

      <NameModal
        opened={renamingFile !== null}
        title={t('rename.title')}
        label={t('rename.name')}
        submitLabel={t('actions.save')}
        initial={renamingFile?.name}
        saving={updateFile.isPending}
        error={updateFile.error}
        onClose={() => {
          setRenamingFile(null);
          updateFile.reset();
        }}
        onSubmit={(name) =>
          renamingFile &&
          updateFile.mutate({ id: renamingFile.id, body: { name } }, { onSuccess: () => setRenamingFile(null) })
        }
      />

      <MoveModal
        files={moving}
        saving={updateFile.isPending}
        error={null}
        onClose={() => setMoving([])}
        onSubmit={(target) => {
          const targets = moving;
          setMoving([]);
          void forEach(
            targets,
            (file) => updateFile.mutateAsync({ id: file.id, body: { folderId: target } }),
            t('toast.saved'),
          );
        }}
      />

      {sharing && shares.data && (
        <Suspense fallback={null}>
          <TeamMemberPicker
            opened
            mode="share"
            title={t('share.title')}
            confirmLabel={t('share.confirm')}
            initialSelection={shares.data.users as Person[]}
            confirming={setShares.isPending}
            error={setShares.error ? errorMessage(setShares.error, t('toast.error')) : null}
            onClose={() => {
              setSharing(null);
              setShares.reset();
            }}
            onConfirm={(people) =>
              setShares.mutate(
                { id: sharing.id, userIds: people.map((person) => person.id) },
                {
                  onSuccess: () => {
                    setSharing(null);
                    notifications.show({ color: 'green', message: t('toast.shared') });
                  },
                },
              )
            }
          />
        </Suspense>
      )}
    </Stack>
  );
}

function StatsCards({
  stats,
  format,
}: {
  stats: ReturnType<typeof useFileStats>['data'];
  format: ReturnType<typeof useFormat>;
}) {
  const { t } = useTranslation('files');
  const size = format.bytes;
  const used = stats
    ? stats.quotaBytes === null
      ? t('stats.unlimited', { used: size(stats.usedBytes) })
      : t('stats.usedOf', { used: size(stats.usedBytes), quota: size(stats.quotaBytes) })
    : '…';
  const cards = [
    { label: t('stats.total'), value: stats ? format.number(stats.files) : '…' },
    { label: t('stats.used'), value: used, ratio: stats?.quotaBytes ? stats.usedBytes / stats.quotaBytes : undefined },
    { label: t('stats.shared'), value: stats ? format.number(stats.shared) : '…' },
    { label: t('stats.starred'), value: stats ? format.number(stats.starred) : '…' },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {cards.map((card) => (
        <Card key={card.label} withBorder padding="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {card.label}
          </Text>
          <Text fw={700} size="lg" mt={4}>
            {card.value}
          </Text>
          {card.ratio !== undefined && (
            <Progress
              value={Math.min(100, card.ratio * 100)}
              size="sm"
              mt={6}
              aria-label={card.label}
              color={card.ratio > 0.9 ? 'red' : 'blue'}
            />
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
