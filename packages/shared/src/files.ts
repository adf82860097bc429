// Files & Assets (001 §2, §3 file item, §5 folder name; D24): the contract of /api/files and /api/files/folders.
import { z } from 'zod';
import { boundedText, isoDateTime, pageCursor, pageLimit, pageOf, uuid, wireText } from './schema-primitives.ts';

/** The spec's item types (001 §3) besides `folder`, decided from the bytes at upload. */
export const FILE_KINDS = ['image', 'video', 'audio', 'document', 'archive', 'code', 'other'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** File sort (001 §8): name, dateModified, size, type, ascending or descending. */
export const FILE_SORTS = ['name', 'modified', 'size', 'type'] as const;
export type FileSort = (typeof FILE_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** Default largest upload; the server's UPLOAD_MAX_MB decides and GET /api/files/stats reports it. */
export const DEFAULT_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

export const FILE_MESSAGES = {
  folderNameRequired: 'Folder name is required',
  fileNameRequired: 'File name is required',
  tooLarge: (maxMb: number) => `This file is too large. The largest file you can upload is ${maxMb} MB.`,
  refusedType: 'This type of file cannot be uploaded. Executables, scripts and web pages are not accepted.',
  quotaExceeded: 'Not enough storage left on your plan for this file. Delete files or upgrade your plan.',
  noFile: 'Choose a file to upload.',
  projectRequired: 'Choose a project for this file.',
  inUse: 'This file is in use (attached to a message or a task), so it was kept.',
  folderNotEmpty: 'This folder is not empty. Move or delete what is inside it first.',
  wrongProject: 'A file can only be moved to a folder of its own project.',
  folderCycle: 'A folder cannot be moved into itself.',
  shareRecipient: 'Files can only be shared with the agency team and the members of the project’s client.',
} as const;

const person = z.object({ id: wireText(), name: wireText() });

export const fileItemSchema = z.object({
  id: wireText(),
  name: wireText(),
  kind: z.enum(FILE_KINDS),
  mimeType: wireText(),
  size: z.number().int(),
  checksum: wireText().nullable(),
  folderId: wireText().nullable(),
  project: person.nullable(),
  owner: person.nullable(),
  starred: z.boolean(),
  /** Shared with at least one person. */
  shared: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type FileItem = z.infer<typeof fileItemSchema>;

/** `folder`: a folder's id, `root` for items in no folder; omitted, every file in scope (a search). */
export const listFilesQuery = z.object({
  q: boundedText({ max: 100 }).optional(),
  folder: z.union([z.literal('root'), uuid()]).optional(),
  projectId: uuid().optional(),
  kind: z.enum(FILE_KINDS).optional(),
  starred: z.enum(['true', 'false']).optional(),
  shared: z.enum(['true', 'false']).optional(),
  sort: z.enum(FILE_SORTS).default('modified'),
  dir: z.enum(SORT_DIRECTIONS).default('desc'),
  cursor: pageCursor.optional(),
  limit: pageLimit(50),
});
export type ListFilesQuery = z.input<typeof listFilesQuery>;
export const listFilesResponse = pageOf(fileItemSchema);
export type FilePage = z.infer<typeof listFilesResponse>;

export const uploadQuery = z.object({
  projectId: uuid().optional(),
  folderId: uuid().optional(),
});
export type UploadQuery = z.infer<typeof uploadQuery>;

export const updateFileBody = z
  .object({
    name: boundedText({ max: 255, min: 1, minMessage: FILE_MESSAGES.fileNameRequired }).optional(),
    /** null moves the file out of any folder. */
    folderId: uuid().nullable().optional(),
  })
  .refine((body) => body.name !== undefined || body.folderId !== undefined, { message: 'Nothing to change' });
export type UpdateFileBody = z.infer<typeof updateFileBody>;

export const starBody = z.object({ starred: z.boolean() });
export const sharesBody = z.object({ userIds: z.array(uuid()).max(50) });
export type SharesBody = z.infer<typeof sharesBody>;
export const sharesResponse = z.object({ users: z.array(person) });
export type FileShares = z.infer<typeof sharesResponse>;

export const folderSchema = z.object({
  id: wireText(),
  name: wireText(),
  parentId: wireText().nullable(),
  project: person.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Folder = z.infer<typeof folderSchema>;

export const listFoldersQuery = z.object({
  parent: z.union([z.literal('root'), uuid()]).optional(),
  projectId: uuid().optional(),
  q: boundedText({ max: 100 }).optional(),
});
export type ListFoldersQuery = z.input<typeof listFoldersQuery>;
export const listFoldersResponse = z.object({ items: z.array(folderSchema) });

export const folderDetailSchema = folderSchema.extend({
  /** From the top folder down to this one, for the breadcrumbs. */
  path: z.array(z.object({ id: wireText(), name: wireText() })),
});
export type FolderDetail = z.infer<typeof folderDetailSchema>;

export const createFolderBody = z.object({
  name: boundedText({ max: 120, min: 1, minMessage: FILE_MESSAGES.folderNameRequired }),
  parentId: uuid().nullable().optional(),
  projectId: uuid().nullable().optional(),
});
export type CreateFolderBody = z.infer<typeof createFolderBody>;

export const updateFolderBody = z
  .object({
    name: boundedText({ max: 120, min: 1, minMessage: FILE_MESSAGES.folderNameRequired }).optional(),
    parentId: uuid().nullable().optional(),
  })
  .refine((body) => body.name !== undefined || body.parentId !== undefined, { message: 'Nothing to change' });
export type UpdateFolderBody = z.infer<typeof updateFolderBody>;

export const fileStatsQuery = z.object({ projectId: uuid().optional() });
export const fileStatsSchema = z.object({
  files: z.number().int(),
  folders: z.number().int(),
  shared: z.number().int(),
  starred: z.number().int(),
  /** Bytes stored for the organisation whose quota applies (a client's own, or the filtered project's client). */
  usedBytes: z.number().int(),
  /** null: unlimited (Enterprise), or no single organisation applies (the agency's view of everything). */
  quotaBytes: z.number().int().nullable(),
  maxUploadBytes: z.number().int(),
});
export type FileStats = z.infer<typeof fileStatsSchema>;
