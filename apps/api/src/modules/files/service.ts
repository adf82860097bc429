import {
  type CreateFolderBody,
  FILE_MESSAGES,
  type FileKind,
  type FileSort,
  type ListFilesQuery,
  type UpdateFileBody,
  type UpdateFolderBody,
} from '@agency/shared/files';
import { DEFAULT_PLAN, PLANS } from '@agency/shared/plans';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  clientMembers,
  fileShares,
  fileStars,
  files,
  folders,
  messages,
  pendingUploads,
  projects,
  subscriptions,
  taskAttachments,
  users,
} from '../../db/schema/index.ts';
import { type RequestContext, writeAudit } from '../../lib/audit.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { notificationText } from '../../lib/notification-texts.ts';
import type { Caller } from '../../plugins/access.ts';
import { publish } from '../../realtime/publish.ts';
import type { ObjectStorage } from '../../storage/storage.ts';
import { notify } from '../notifications/service.ts';
import { projectScope } from '../projects/service.ts';
import { fileManageScope, fileScope, folderManageScope, folderScope } from './scope.ts';

// Other modules (search) reach the file scope through this service.
export { fileScope } from './scope.ts';

/** `%q%` with LIKE's own characters escaped. */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const actorOf = (caller: Caller) => ({ id: caller.user.id, email: caller.user.email, name: caller.user.name });

// ---------------------------------------------------------------------------------------------------------------
// Reading
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
    starred: sql<boolean>`exists (select 1 from ${fileStars} where ${and(
      eq(fileStars.fileId, files.id),
      eq(fileStars.userId, caller.user.id),
    )})`,
    shared: sql<boolean>`exists (select 1 from ${fileShares} where ${eq(fileShares.fileId, files.id)})`,
    createdAt: files.createdAt,
    updatedAt: files.updatedAt,
  };
}

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

function itemQuery(db: Db, caller: Caller) {
  return db
    .select(itemColumns(caller))
    .from(files)
    .leftJoin(projects, eq(projects.id, files.projectId))
    .leftJoin(users, eq(users.id, files.ownerId))
    .$dynamic();
}

export async function getFile(db: Db, caller: Caller, id: string) {
  const [row] = await itemQuery(db, caller).where(and(eq(files.id, id), fileScope(caller)));
  if (!row) throw notFound();
  return toItem(row);
}

// Keyset paging for each sort: (column, id) compared as a row, in the sort's direction, served by (column, id).
const SORT_COLUMNS = {
  name: files.name,
  modified: files.updatedAt,
  size: files.sizeBytes,
  type: files.kind,
} as const;

interface SortCursor {
  value: string | number;
  id: string;
}

function sortKey(sort: FileSort): SQL<string> {
  if (sort === 'modified')
    return sql<string>`to_char(${files.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  return sql<string>`${SORT_COLUMNS[sort]}::text`;
}

export function encodeSortCursor(sort: FileSort, dir: string, value: string, id: string): string {
  return Buffer.from(JSON.stringify([sort, dir, value, id])).toString('base64url');
}

export function decodeSortCursor(value: string | undefined, sort: FileSort, dir: string): SortCursor | undefined {
  if (!value) return undefined;
  const invalid = () => badRequest('The page cursor is not valid.', { cursor: 'Not a valid page cursor' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4 || parsed[0] !== sort || parsed[1] !== dir) throw invalid();
  const [, , key, id] = parsed as unknown[];
  if (typeof key !== 'string' || key.includes('\u0000') || typeof id !== 'string') throw invalid();
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw invalid();
  if (sort === 'size' && !/^\d{1,16}$/.test(key)) throw invalid();
  if (sort === 'modified' && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(key)) throw invalid();
  return { value: sort === 'size' ? Number(key) : key, id };
}

function afterSortCursor(sort: FileSort, dir: 'asc' | 'desc', cursor: SortCursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const column = SORT_COLUMNS[sort];
  const value =
    sort === 'modified'
      ? sql`${cursor.value}::timestamptz`
      : sort === 'size'
        ? sql`${cursor.value}::bigint`
        : sql`${cursor.value}::text`;
  return dir === 'asc'
    ? sql`(${column}, ${files.id}) > (${value}, ${cursor.id}::uuid)`
    : sql`(${column}, ${files.id}) < (${value}, ${cursor.id}::uuid)`;
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
        query.starred === 'true'
          ? sql`exists (select 1 from ${fileStars} where ${and(eq(fileStars.fileId, files.id), eq(fileStars.userId, caller.user.id))})`
          : undefined,
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

// ---------------------------------------------------------------------------------------------------------------
// Quota and stats
// ---------------------------------------------------------------------------------------------------------------

/** The organisation's storage allowance in bytes (plans of 001 §9; no subscription row is Starter); null: unlimited. */
export async function quotaOf(db: Db, clientId: string): Promise<number | null> {
  const [row] = await db
    .select({ plan: subscriptions.plan })
    .from(subscriptions)
    .where(eq(subscriptions.clientId, clientId));
  return PLANS[row?.plan ?? DEFAULT_PLAN].limits.storageBytes;
}

/** Bytes stored in the organisation's projects, every file counted (internal ones too: the plan pays for them). */
export async function usedBy(db: Db, clientId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${files.sizeBytes}), 0)` })
    .from(files)
    .innerJoin(projects, eq(projects.id, files.projectId))
    .where(eq(projects.clientId, clientId));
  return Number(row?.used ?? 0);
}

export async function fileStats(db: Db, caller: Caller, projectId: string | undefined, maxUploadBytes: number) {
  let clientId: string | null = null;
  if (projectId) {
    const [project] = await db
      .select({ clientId: projects.clientId })
      .from(projects)
      .where(and(eq(projects.id, projectId), projectScope(caller)));
    if (!project) throw notFound();
    clientId = project.clientId;
  } else if (caller.user.role === 'CLIENT') clientId = caller.user.clientId ?? null;

  const inProject = projectId ? eq(files.projectId, projectId) : undefined;
  const [counts] = await db
    .select({
      files: count(),
      shared: sql<number>`count(*) filter (where exists (select 1 from ${fileShares} where ${eq(fileShares.fileId, files.id)}))::int`,
      starred: sql<number>`count(*) filter (where exists (select 1 from ${fileStars} where ${and(
        eq(fileStars.fileId, files.id),
        eq(fileStars.userId, caller.user.id),
      )}))::int`,
      bytes: sql<string>`coalesce(sum(${files.sizeBytes}), 0)`,
    })
    .from(files)
    .where(and(fileScope(caller), inProject));
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

/**
 * Refuses a file that would take the organisation over its plan. The advisory lock serialises uploads of one
 * organisation between the check and the insert, so two parallel uploads cannot both squeeze under the limit.
 */
export async function assertQuota(db: Db, clientId: string, addBytes: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`files-quota:${clientId}`}))`);
  const quota = await quotaOf(db, clientId);
  if (quota === null) return;
  if ((await usedBy(db, clientId)) + addBytes > quota)
    throw new AppError(413, 'STORAGE_QUOTA_EXCEEDED', FILE_MESSAGES.quotaExceeded);
}

// ---------------------------------------------------------------------------------------------------------------
// Where an upload may go
// ---------------------------------------------------------------------------------------------------------------

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
    const [folder] = await db
      .select({ projectId: folders.projectId })
      .from(folders)
      .where(and(eq(folders.id, folderId), folderScope(caller)));
    if (!folder) throw notFound();
    if (projectId && folder.projectId !== projectId) throw badRequest(FILE_MESSAGES.wrongProject);
    projectId = folder.projectId;
  }
  if (!projectId) {
    // The agency may keep files outside any project; a client's files always belong to one of their projects.
    if (caller.user.role === 'CLIENT')
      throw badRequest(FILE_MESSAGES.projectRequired, { projectId: FILE_MESSAGES.projectRequired });
    return { projectId: null, clientId: null, folderId };
  }
  const [project] = await db
    .select({ clientId: projects.clientId })
    .from(projects)
    .where(and(eq(projects.id, projectId), projectScope(caller)));
  if (!project) throw notFound();
  return { projectId, clientId: project.clientId, folderId };
}

// ---------------------------------------------------------------------------------------------------------------
// Changing files
// ---------------------------------------------------------------------------------------------------------------

async function managedFile(db: Db, caller: Caller, id: string) {
  const [row] = await db
    .select({
      id: files.id,
      name: files.name,
      projectId: files.projectId,
      folderId: files.folderId,
      ownerId: files.ownerId,
    })
    .from(files)
    .where(and(eq(files.id, id), fileScope(caller)));
  if (!row) throw notFound();
  // In sight but not theirs to organise (a file only shared with them): forbidden, not hidden.
  const [managed] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, id), fileManageScope(caller)));
  if (!managed) throw new AppError(403, 'FORBIDDEN', 'You do not have permission to do that');
  return row;
}

/** Tells the browsers that may see the file that it changed (ids only; they refetch what they may read). */
export async function announce(
  db: Db,
  type: string,
  file: { id: string; projectId: string | null; ownerId: string | null },
) {
  const viewers = await db.select({ id: fileShares.userId }).from(fileShares).where(eq(fileShares.fileId, file.id));
  const people = [...new Set([file.ownerId, ...viewers.map((v) => v.id)].filter((id): id is string => Boolean(id)))];
  const payload = { id: file.id };
  // The agency side: everyone on the project (or every staff member for a file outside projects), clients never.
  await publish(db, { type, projectId: file.projectId, staffOnly: true, payload });
  // The people the file was shared with and its uploader, clients included.
  if (people.length > 0) await publish(db, { type, userIds: people, payload });
}

export async function updateFile(db: Db, caller: Caller, id: string, body: UpdateFileBody, context: RequestContext) {
  return db.transaction(async (tx) => {
    const file = await managedFile(tx, caller, id);
    const changes: Partial<typeof files.$inferInsert> = {};
    if (body.name !== undefined) changes.name = body.name;
    if (body.folderId !== undefined) {
      if (body.folderId !== null) {
        const [folder] = await tx
          .select({ projectId: folders.projectId })
          .from(folders)
          .where(and(eq(folders.id, body.folderId), folderScope(caller)));
        if (!folder) throw notFound();
        if (folder.projectId !== file.projectId) throw badRequest(FILE_MESSAGES.wrongProject);
      }
      changes.folderId = body.folderId;
    }
    await tx.update(files).set(changes).where(eq(files.id, id));
    await writeAudit(tx, {
      action: body.folderId !== undefined ? 'file.moved' : 'file.renamed',
      category: 'file',
      actor: actorOf(caller),
      target: { type: 'file', id, label: changes.name ?? file.name },
      scope: { projectId: file.projectId },
      details: { from: { name: file.name, folderId: file.folderId }, to: changes },
      context,
    });
    await announce(tx, 'files.updated', file);
  });
}

export async function starFile(db: Db, caller: Caller, id: string, starred: boolean, context: RequestContext) {
  return db.transaction(async (tx) => {
    const [file] = await tx
      .select({ id: files.id, name: files.name, projectId: files.projectId })
      .from(files)
      .where(and(eq(files.id, id), fileScope(caller)));
    if (!file) throw notFound();
    if (starred) await tx.insert(fileStars).values({ fileId: id, userId: caller.user.id }).onConflictDoNothing();
    else await tx.delete(fileStars).where(and(eq(fileStars.fileId, id), eq(fileStars.userId, caller.user.id)));
    await writeAudit(tx, {
      action: starred ? 'file.starred' : 'file.unstarred',
      category: 'file',
      actor: actorOf(caller),
      target: { type: 'file', id, label: file.name },
      context,
    });
    // Stars are personal: only the caller's own lists change.
    await publish(tx, { type: 'files.updated', userIds: [caller.user.id], payload: { id } });
  });
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

/** Share with people (the picker's share mode): the agency team, and the members of the project's client. */
export async function setShares(db: Db, caller: Caller, id: string, userIds: string[], context: RequestContext) {
  return db.transaction(async (tx) => {
    const file = await managedFile(tx, caller, id);
    const wanted = [...new Set(userIds)];
    let clientId: string | null = null;
    if (file.projectId) {
      const [project] = await tx
        .select({ clientId: projects.clientId })
        .from(projects)
        .where(eq(projects.id, file.projectId));
      clientId = project?.clientId ?? null;
    }
    if (wanted.length > 0) {
      const eligible = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            inArray(users.id, wanted),
            eq(users.isActive, true),
            or(
              ne(users.role, 'CLIENT'),
              clientId
                ? sql`exists (select 1 from ${clientMembers} where ${and(
                    eq(clientMembers.userId, users.id),
                    eq(clientMembers.clientId, clientId),
                  )})`
                : sql`false`,
            ),
          ),
        );
      if (eligible.length !== wanted.length)
        throw badRequest(FILE_MESSAGES.shareRecipient, { userIds: FILE_MESSAGES.shareRecipient });
    }
    const current = (await tx.select({ id: fileShares.userId }).from(fileShares).where(eq(fileShares.fileId, id))).map(
      (row) => row.id,
    );
    const added = wanted.filter((u) => !current.includes(u));
    const removed = current.filter((u) => !wanted.includes(u));
    if (added.length > 0)
      await tx.insert(fileShares).values(added.map((userId) => ({ fileId: id, userId, sharedById: caller.user.id })));
    if (removed.length > 0)
      await tx.delete(fileShares).where(and(eq(fileShares.fileId, id), inArray(fileShares.userId, removed)));
    await writeAudit(tx, {
      action: 'file.shared',
      category: 'file',
      actor: actorOf(caller),
      target: { type: 'file', id, label: file.name },
      scope: { projectId: file.projectId },
      details: { added, removed },
      context,
    });
    const recipients = added.filter((u) => u !== caller.user.id);
    if (recipients.length > 0) {
      await notify(
        tx,
        recipients.map((userId) => ({
          userId,
          type: file.projectId ? ('project' as const) : ('system' as const),
          text: notificationText('fileShared', { sharer: caller.user.name, file: file.name }),
          actionUrl: `/dashboard/files?file=${id}`,
          related: { type: 'file', id, name: file.name },
        })),
      );
    }
    // Those who lost access hear of it too, so the file leaves their lists.
    await announce(tx, 'files.updated', file);
    if (removed.length > 0) await publish(tx, { type: 'files.updated', userIds: removed, payload: { id } });
  });
}

/**
 * Whether something else points at the file, so deleting it would break that: a message (messages.file_id) or a
 * task attachment. The approvals of the messaging work join here when they land.
 */
export async function fileInUse(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .execute<{ used: boolean }>(sql`select (
    exists (select 1 from ${messages} where ${eq(messages.fileId, id)})
    or exists (select 1 from ${taskAttachments} where ${eq(taskAttachments.fileId, id)})
  ) as used`)
    .then((result) => ('rows' in result ? result.rows : result) as { used: boolean }[]);
  return Boolean(row?.used);
}

/** Admin only (001 §6). The row goes in the transaction; the object after it commits (a crash leaves an orphan
 * object at worst, never a row without its object). */
export async function deleteFile(db: Db, storage: ObjectStorage, caller: Caller, id: string, context: RequestContext) {
  const key = await db.transaction(async (tx) => {
    const [file] = await tx
      .select({
        id: files.id,
        name: files.name,
        projectId: files.projectId,
        ownerId: files.ownerId,
        storageKey: files.storageKey,
      })
      .from(files)
      .where(and(eq(files.id, id), fileScope(caller)))
      .for('update');
    if (!file) throw notFound();
    if (await fileInUse(tx, id)) throw conflict(FILE_MESSAGES.inUse);
    await announce(tx, 'files.deleted', file);
    await tx.delete(files).where(eq(files.id, id));
    // Until the object is gone, the cleanup job knows of it.
    await tx
      .insert(pendingUploads)
      .values({ storageKey: file.storageKey, ownerId: caller.user.id, startedAt: new Date(0) })
      .onConflictDoNothing();
    await writeAudit(tx, {
      action: 'file.deleted',
      category: 'file',
      level: 'warning',
      actor: actorOf(caller),
      target: { type: 'file', id, label: file.name },
      scope: { projectId: file.projectId },
      context,
    });
    return file.storageKey;
  });
  await storage.delete(key);
  await db.delete(pendingUploads).where(eq(pendingUploads.storageKey, key));
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
  const path = ('rows' in chain ? chain.rows : chain) as { id: string; name: string }[];
  return { ...toFolder(row), path: path.map(({ id: pathId, name }) => ({ id: pathId, name })) };
}

export async function createFolder(db: Db, caller: Caller, body: CreateFolderBody, context: RequestContext) {
  return db.transaction(async (tx) => {
    let projectId = body.projectId ?? null;
    if (body.parentId) {
      const [parent] = await tx
        .select({ projectId: folders.projectId })
        .from(folders)
        .where(and(eq(folders.id, body.parentId), folderManageScope(caller)));
      if (!parent) throw notFound();
      if (body.projectId !== undefined && body.projectId !== parent.projectId)
        throw badRequest(FILE_MESSAGES.wrongProject);
      projectId = parent.projectId;
    } else if (projectId) {
      const [project] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.id, projectId), projectScope(caller)));
      if (!project) throw notFound();
    }
    const [folder] = await tx
      .insert(folders)
      .values({ name: body.name, parentId: body.parentId ?? null, projectId, ownerId: caller.user.id })
      .returning({ id: folders.id });
    await writeAudit(tx, {
      action: 'folder.created',
      category: 'file',
      actor: actorOf(caller),
      target: { type: 'folder', id: folder!.id, label: body.name },
      scope: { projectId },
      context,
    });
    await publish(tx, {
      type: 'files.updated',
      projectId,
      staffOnly: projectId === null,
      payload: { folderId: folder!.id },
    });
    return folder!.id;
  });
}

export async function updateFolder(
  db: Db,
  caller: Caller,
  id: string,
  body: UpdateFolderBody,
  context: RequestContext,
) {
  return db.transaction(async (tx) => {
    const [folder] = await tx
      .select({ id: folders.id, name: folders.name, projectId: folders.projectId, parentId: folders.parentId })
      .from(folders)
      .where(and(eq(folders.id, id), folderManageScope(caller)));
    if (!folder) throw notFound();
    const changes: Partial<typeof folders.$inferInsert> = {};
    if (body.name !== undefined) changes.name = body.name;
    if (body.parentId !== undefined) {
      if (body.parentId !== null) {
        const [parent] = await tx
          .select({ projectId: folders.projectId })
          .from(folders)
          .where(and(eq(folders.id, body.parentId), folderManageScope(caller)));
        if (!parent) throw notFound();
        if (parent.projectId !== folder.projectId) throw badRequest(FILE_MESSAGES.wrongProject);
        const cycle = await tx.execute<{ id: string }>(sql`
          with recursive up(id, parent_id, depth) as (
            select id, parent_id, 0 from ${folders} where id = ${body.parentId}
            union all
            select f.id, f.parent_id, up.depth + 1 from ${folders} f join up on f.id = up.parent_id where up.depth < 50
          ) select id from up where id = ${id}`);
        if (('rows' in cycle ? cycle.rows : cycle).length > 0) throw badRequest(FILE_MESSAGES.folderCycle);
      }
      changes.parentId = body.parentId;
    }
    await tx.update(folders).set(changes).where(eq(folders.id, id));
    await writeAudit(tx, {
      action: body.parentId !== undefined ? 'folder.moved' : 'folder.renamed',
      category: 'file',
      actor: actorOf(caller),
      target: { type: 'folder', id, label: changes.name ?? folder.name },
      scope: { projectId: folder.projectId },
      details: { from: { name: folder.name, parentId: folder.parentId }, to: changes },
      context,
    });
    await publish(tx, {
      type: 'files.updated',
      projectId: folder.projectId,
      staffOnly: folder.projectId === null,
      payload: { folderId: id },
    });
  });
}

export async function deleteFolder(db: Db, caller: Caller, id: string, context: RequestContext) {
  return db.transaction(async (tx) => {
    const [folder] = await tx
      .select({ id: folders.id, name: folders.name, projectId: folders.projectId })
      .from(folders)
      .where(and(eq(folders.id, id), folderScope(caller)));
    if (!folder) throw notFound();
    const [inside] = await tx
      .execute<{ n: number }>(sql`select (
      (select count(*) from ${files} where ${eq(files.folderId, id)}) + (select count(*) from ${folders} where ${eq(folders.parentId, id)})
    )::int as n`)
      .then((result) => ('rows' in result ? result.rows : result) as { n: number }[]);
    if ((inside?.n ?? 0) > 0) throw conflict(FILE_MESSAGES.folderNotEmpty);
    await tx.delete(folders).where(eq(folders.id, id));
    await writeAudit(tx, {
      action: 'folder.deleted',
      category: 'file',
      level: 'warning',
      actor: actorOf(caller),
      target: { type: 'folder', id, label: folder.name },
      scope: { projectId: folder.projectId },
      context,
    });
    await publish(tx, {
      type: 'files.deleted',
      projectId: folder.projectId,
      staffOnly: folder.projectId === null,
      payload: { folderId: id },
    });
  });
}
