import { FILE_MESSAGES, type FileKind, type FileSort, type ListFilesQuery } from '@agency/shared/files';
import { and, asc, count, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  fileShares,
  fileStars,
  files,
  folders,
  messages,
  projects,
  taskAttachments,
  users,
} from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { LiveEventInput } from '../../realtime/publish.ts';
import { projectScope } from '../projects/queries.ts';
import { quotaOf, usedBy } from './quota.ts';
import { fileManageScope, fileScope, folderManageScope, folderScope } from './scope.ts';
import { afterSortCursor, decodeSortCursor, encodeSortCursor, SORT_COLUMNS, sortKey } from './sort-cursor.ts';

/** `%q%` with LIKE's own characters escaped. */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const rowsOf = <T>(result: unknown) =>
  'rows' in (result as object) ? (result as { rows: T[] }).rows : (result as T[]);

// ---------------------------------------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------------------------------------

function itemColumns(caller: Caller) {
  return {
    id: files.id,
    name: files.name,
    kind: sql<FileKind>`${files.kind}`,
    mimeType: files.mimeType,
    size: files.sizeBytes,
    checksum: files.checksum,
    folderId: files.folderId,
    projectId: files.projectId,
    projectName: projects.name,
    ownerId: files.ownerId,
    ownerName: users.name,
    starred: starredBy(caller),
    shared: sql<boolean>`exists (select 1 from ${fileShares} where ${eq(fileShares.fileId, files.id)})`,
    createdAt: files.createdAt,
    updatedAt: files.updatedAt,
  };
}

const starredBy = (caller: Caller) =>
  sql<boolean>`exists (select 1 from ${fileStars} where ${and(eq(fileStars.fileId, files.id), eq(fileStars.userId, caller.user.id))})`;

type ItemRow = {
  projectId: string | null;
  projectName: string | null;
  ownerId: string | null;
  ownerName: string | null;
} & Record<string, unknown>;

function toItem<T extends ItemRow>({ projectId, projectName, ownerId, ownerName, ...row }: T) {
  return {
    ...row,
    project: projectId ? { id: projectId, name: projectName ?? '' } : null,
    owner: ownerId ? { id: ownerId, name: ownerName ?? '' } : null,
  };
}

export async function getFile(db: Db, caller: Caller, id: string) {
  const [row] = await db
    .select(itemColumns(caller))
    .from(files)
    .leftJoin(projects, eq(projects.id, files.projectId))
    .leftJoin(users, eq(users.id, files.ownerId))
    .where(and(eq(files.id, id), fileScope(caller)));
  if (!row) throw notFound();
  return toItem(row);
}

export async function listFiles(
  db: Db,
  caller: Caller,
  query: ListFilesQuery & { sort: FileSort; dir: 'asc' | 'desc'; limit: number },
) {
  const cursor = decodeSortCursor(query.cursor, query.sort, query.dir);
  const order = query.dir === 'asc' ? asc : desc;
  const rows = await db
    .select({ ...itemColumns(caller), cursorKey: sortKey(query.sort) })
    .from(files)
    .leftJoin(projects, eq(projects.id, files.projectId))
    .leftJoin(users, eq(users.id, files.ownerId))
    .where(
      and(
        fileScope(caller),
        query.folder === 'root' ? isNull(files.folderId) : query.folder ? eq(files.folderId, query.folder) : undefined,
        query.projectId ? eq(files.projectId, query.projectId) : undefined,
        query.kind ? eq(files.kind, query.kind) : undefined,
        query.q ? ilike(files.name, containsPattern(query.q)) : undefined,
        query.starred === 'true' ? starredBy(caller) : undefined,
        query.shared === 'true'
          ? sql`exists (select 1 from ${fileShares} where ${eq(fileShares.fileId, files.id)})`
          : undefined,
        afterSortCursor(query.sort, query.dir, cursor),
      ),
    )
    .orderBy(order(SORT_COLUMNS[query.sort]), order(files.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorKey: _, ...row }) => toItem(row)),
    nextCursor:
      rows.length > query.limit && last ? encodeSortCursor(query.sort, query.dir, last.cursorKey, last.id) : null,
  };
}

/** What a download needs, in the caller's scope. */
export async function fileForDownload(db: Db, caller: Caller, id: string) {
  const [file] = await db
    .select({
      name: files.name,
      mimeType: files.mimeType,
      size: files.sizeBytes,
      storageKey: files.storageKey,
      checksum: files.checksum,
    })
    .from(files)
    .where(and(eq(files.id, id), fileScope(caller)));
  if (!file) throw notFound();
  return file;
}

export async function fileStats(db: Db, caller: Caller, projectId: string | undefined, maxUploadBytes: number) {
  let clientId: string | null = null;
  if (projectId) clientId = (await projectInScope(db, caller, projectId)).clientId;
  else if (caller.user.role === 'CLIENT') clientId = caller.user.clientId ?? null;

  const [counts] = await db
    .select({
      files: count(),
      shared: sql<number>`count(*) filter (where exists (select 1 from ${fileShares} where ${eq(fileShares.fileId, files.id)}))::int`,
      starred: sql<number>`count(*) filter (where ${starredBy(caller)})::int`,
      bytes: sql<string>`coalesce(sum(${files.sizeBytes}), 0)`,
    })
    .from(files)
    .where(and(fileScope(caller), projectId ? eq(files.projectId, projectId) : undefined));
  const [folderCount] = await db
    .select({ n: count() })
    .from(folders)
    .where(and(folderScope(caller), projectId ? eq(folders.projectId, projectId) : undefined));
  return {
    files: (counts?.files ?? 0) + (folderCount?.n ?? 0),
    folders: folderCount?.n ?? 0,
    shared: counts?.shared ?? 0,
    starred: counts?.starred ?? 0,
    usedBytes: clientId ? await usedBy(db, clientId) : Number(counts?.bytes ?? 0),
    quotaBytes: clientId ? await quotaOf(db, clientId) : null,
    maxUploadBytes,
  };
}

export async function projectInScope(db: Db, caller: Caller, projectId: string) {
  const [project] = await db
    .select({ clientId: projects.clientId })
    .from(projects)
    .where(and(eq(projects.id, projectId), projectScope(caller)));
  if (!project) throw notFound();
  return project;
}

export interface UploadTarget {
  projectId: string | null;
  clientId: string | null;
  folderId: string | null;
}

/** Checks the destination before a byte is read: a project and folder in the caller's scope. */
export async function resolveUploadTarget(
  db: Db,
  caller: Caller,
  input: { projectId?: string; folderId?: string },
): Promise<UploadTarget> {
  let projectId = input.projectId ?? null;
  const folderId = input.folderId ?? null;
  if (folderId) {
    const folder = await folderInScope(db, caller, folderId);
    if (projectId && folder.projectId !== projectId) throw badRequest(FILE_MESSAGES.wrongProject);
    projectId = folder.projectId;
  }
  if (!projectId) {
    // The agency may keep files outside any project; a client's files always belong to one of their projects.
    if (caller.user.role === 'CLIENT')
      throw badRequest(FILE_MESSAGES.projectRequired, { projectId: FILE_MESSAGES.projectRequired });
    return { projectId: null, clientId: null, folderId };
  }
  const project = await projectInScope(db, caller, projectId);
  return { projectId, clientId: project.clientId, folderId };
}

/** A file the caller may organise (rename, move, share); one only in sight (shared with them) is 403, not 404. */
export async function managedFile(db: Db, caller: Caller, id: string) {
  const [row] = await db
    .select({
      id: files.id,
      name: files.name,
      mimeType: files.mimeType,
      projectId: files.projectId,
      folderId: files.folderId,
      ownerId: files.ownerId,
    })
    .from(files)
    .where(and(eq(files.id, id), fileScope(caller)));
  if (!row) throw notFound();
  const [managed] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, id), fileManageScope(caller)));
  if (!managed) throw new AppError(403, 'FORBIDDEN', 'You do not have permission to do that');
  return row;
}

/**
 * The live events of a change to a file, for the browsers that may see it (ids only; they refetch what they may
 * read): the agency side of its project (every staff member for a file outside projects), clients never; and the
 * people it is shared with and its uploader, clients included.
 */
export async function fileEvents(
  db: Db,
  type: 'files.created' | 'files.updated' | 'files.deleted',
  file: { id: string; projectId: string | null; ownerId: string | null },
): Promise<LiveEventInput[]> {
  const viewers = await db.select({ id: fileShares.userId }).from(fileShares).where(eq(fileShares.fileId, file.id));
  const people = [...new Set([file.ownerId, ...viewers.map((v) => v.id)].filter((id): id is string => Boolean(id)))];
  const payload = { id: file.id };
  const events: LiveEventInput[] = [{ type, projectId: file.projectId, staffOnly: true, payload }];
  if (people.length > 0) events.push({ type, userIds: people, payload });
  return events;
}

export async function getShares(db: Db, caller: Caller, id: string) {
  await managedFile(db, caller, id);
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(fileShares)
    .innerJoin(users, eq(users.id, fileShares.userId))
    .where(eq(fileShares.fileId, id))
    .orderBy(asc(users.name));
  return { users: rows };
}

/**
 * Whether something else points at the file, so deleting it would break that: a message (messages.file_id) or a
 * task attachment.
 */
export async function fileInUse(db: Db, id: string): Promise<boolean> {
  const result = await db.execute<{ used: boolean }>(sql`select (
    exists (select 1 from ${messages} where ${eq(messages.fileId, id)})
    or exists (select 1 from ${taskAttachments} where ${eq(taskAttachments.fileId, id)})
  ) as used`);
  return Boolean(rowsOf<{ used: boolean }>(result)[0]?.used);
}

// ---------------------------------------------------------------------------------------------------------------
// Folders
// ---------------------------------------------------------------------------------------------------------------

const folderColumns = {
  id: folders.id,
  name: folders.name,
  parentId: folders.parentId,
  projectId: folders.projectId,
  projectName: projects.name,
  createdAt: folders.createdAt,
  updatedAt: folders.updatedAt,
};

function toFolder<T extends { projectId: string | null; projectName: string | null }>({
  projectId,
  projectName,
  ...row
}: T) {
  return { ...row, project: projectId ? { id: projectId, name: projectName ?? '' } : null };
}

/** A folder the caller sees (or, with `manage`, may organise: clients never), or 404. */
export async function folderInScope(db: Db, caller: Caller, id: string, options: { manage?: boolean } = {}) {
  const [folder] = await db
    .select({ id: folders.id, name: folders.name, projectId: folders.projectId, parentId: folders.parentId })
    .from(folders)
    .where(and(eq(folders.id, id), options.manage ? folderManageScope(caller) : folderScope(caller)));
  if (!folder) throw notFound();
  return folder;
}

export async function listFolders(db: Db, caller: Caller, query: { parent?: string; projectId?: string; q?: string }) {
  const rows = await db
    .select(folderColumns)
    .from(folders)
    .leftJoin(projects, eq(projects.id, folders.projectId))
    .where(
      and(
        folderScope(caller),
        query.parent === 'root'
          ? isNull(folders.parentId)
          : query.parent
            ? eq(folders.parentId, query.parent)
            : undefined,
        query.projectId ? eq(folders.projectId, query.projectId) : undefined,
        query.q ? ilike(folders.name, containsPattern(query.q)) : undefined,
      ),
    )
    .orderBy(asc(folders.name), asc(folders.id))
    .limit(200);
  return { items: rows.map(toFolder) };
}

export async function getFolder(db: Db, caller: Caller, id: string) {
  const [row] = await db
    .select(folderColumns)
    .from(folders)
    .leftJoin(projects, eq(projects.id, folders.projectId))
    .where(and(eq(folders.id, id), folderScope(caller)));
  if (!row) throw notFound();
  // The chain of parents, top first; folders nest a few levels, so a recursive query is a handful of index hits.
  const chain = await db.execute<{ id: string; name: string; depth: number }>(sql`
    with recursive up(id, name, parent_id, depth) as (
      select id, name, parent_id, 0 from ${folders} where id = ${id}
      union all
      select f.id, f.name, f.parent_id, up.depth + 1 from ${folders} f join up on f.id = up.parent_id where up.depth < 50
    ) select id, name, depth from up order by depth desc`);
  const path = rowsOf<{ id: string; name: string }>(chain);
  return { ...toFolder(row), path: path.map(({ id: pathId, name }) => ({ id: pathId, name })) };
}

/** Whether `id` is `parentId` or one of its ancestors (moving a folder there would make a cycle). */
export async function isAncestorOrSelf(db: Db, id: string, parentId: string): Promise<boolean> {
  const cycle = await db.execute<{ id: string }>(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from ${folders} where id = ${parentId}
      union all
      select f.id, f.parent_id, up.depth + 1 from ${folders} f join up on f.id = up.parent_id where up.depth < 50
    ) select id from up where id = ${id}`);
  return rowsOf(cycle).length > 0;
}

/** Files and folders directly inside a folder. */
export async function folderContents(db: Db, id: string): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select (
    (select count(*) from ${files} where ${eq(files.folderId, id)}) + (select count(*) from ${folders} where ${eq(folders.parentId, id)})
  )::int as n`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
