import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, tags, timestamptz, updatedAt } from './columns.ts';
import { projects } from './projects.ts';

// Files (D24). Removing a project keeps its files (project_id becomes null, admin-only) rather
// than dropping stored objects behind the storage adapter's back.

export const folders = pgTable(
  'folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => folders.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('folders_parent_id_idx').on(t.parentId),
    index('folders_project_id_idx').on(t.projectId),
    index('folders_owner_id_idx').on(t.ownerId),
    index('folders_name_idx').on(t.name),
    index('folders_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    folderId: uuid('folder_id').references(() => folders.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    mimeType: text('mime_type').notNull().default('application/octet-stream'),
    /** The spec's item type (image, video, audio, document, archive, code, other), decided from the bytes at upload. */
    kind: text('kind').notNull().default('other'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Key in the storage adapter (local disk or S3, D3). */
    storageKey: text('storage_key').notNull().unique(),
    /** Hex SHA-256 of the content, for integrity checks and duplicate detection. */
    checksum: text('checksum'),
    description: text('description'),
    tags: tags(),
    /**
     * Agents the file's scope grants it to without a share, mirrored by triggers (ADR 0012, migration
     * files_agent_ids): the agents on its project, and its uploader. Files shared with someone are found through
     * file_shares instead. A search aid only: the search that narrows by it also checks fileScope, so a stale copy
     * could hide a result, never show one.
     */
    agentIds: uuid('agent_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('files_folder_id_idx').on(t.folderId),
    index('files_project_id_idx').on(t.projectId),
    index('files_owner_id_idx').on(t.ownerId),
    index('files_name_idx').on(t.name),
    index('files_mime_type_idx').on(t.mimeType),
    index('files_created_at_idx').on(t.createdAt),
    // Keyset paging for each sort of Files & Assets (name, modified, size, type), each with the id as tie-breaker.
    index('files_name_id_idx').on(t.name, t.id),
    index('files_updated_at_id_idx').on(t.updatedAt, t.id),
    index('files_size_bytes_id_idx').on(t.sizeBytes, t.id),
    index('files_kind_id_idx').on(t.kind, t.id),
    // Global search and 'Search files and folders...' match substrings (pg_trgm); with the trigrams, who may see the
    // file (ADR 0012), so an agent's search reads only their files. Serves a name-only search too.
    // No pending list: a search never reads unmerged entries row by row, and an insert never waits for a merge.
    index('files_agent_ids_name_trgm_idx')
      .using('gin', t.agentIds, t.name.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

export const fileShares = pgTable(
  'file_shares',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sharedById: uuid('shared_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.userId] }),
    index('file_shares_user_id_idx').on(t.userId),
    index('file_shares_shared_by_id_idx').on(t.sharedById),
  ],
);

export const fileStars = pgTable(
  'file_stars',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.userId] }), index('file_stars_user_id_idx').on(t.userId)],
);

/**
 * Objects being written to storage. A row is committed before the first byte is stored and removed in the
 * transaction that writes the files row (or when the upload fails), so an object whose row is older than the
 * cleanup job's grace period was left by a crash: the job deletes the object, then the row.
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    storageKey: text('storage_key').primaryKey(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
  },
  (t) => [index('pending_uploads_started_at_idx').on(t.startedAt)],
);
