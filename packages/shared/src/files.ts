// Files & Assets (001 §2, §3 file item, §5 folder name; D24): the contract of /api/files and /api/folders.
import { z } from 'zod';
import { FILE_KINDS, FILE_SORTS, SORT_DIRECTIONS } from './files-values.ts';
import {
  boundedText,
  isoDateTime,
  pageCursor,
  pageLimit,
  pageOf,
  patchBody,
  uuid,
  wireText,
} from './schema-primitives.ts';

export {
  DEFAULT_UPLOAD_MAX_BYTES,
  FILE_KINDS,
  FILE_SORTS,
  type FileKind,
  type FileSort,
  SORT_DIRECTIONS,
} from './files-values.ts';

export const FILE_MESSAGES = {
  folderNameRequired: 'Folder name is required',
  fileNameRequired: 'File name is required',
  tooLarge: (maxMb: number) => `This file is too large. The largest file you can upload is ${maxMb} MB.`,
  refusedType: 'This type of file cannot be uploaded. Executables, scripts and web pages are not accepted.',
  quotaExceeded: 'Not enough storage left on your plan for this file. Delete files or upgrade your plan.',
  /** The server's own disk (or store) is full (507): nothing was kept; the agency has to free space. */
  storageFull:
    'The file could not be saved: the server has no storage space left. Nothing was kept. Try again later, or tell the agency.',
  noFile: 'Choose a file to upload.',
  projectRequired: 'Choose a project for this file.',
  inUse: 'This file is in use (attached to a message or a task), so it was kept.',
  folderNotEmpty: 'This folder is not empty. Move or delete what is inside it first.',
  wrongProject: 'A file can only be moved to a folder of its own project.',
  folderCycle: 'A folder cannot be moved into itself.',
  shareRecipient: 'Files can only be shared with the agency team and the members of the project’s client.',
  nameHasPath: 'A file name cannot contain a slash or a backslash.',
  refusedName: 'Executables, scripts and web pages are not accepted, so a file cannot be renamed to one.',
  extensionMismatch: 'Keep the file’s extension: it says what the file contains, and renaming cannot change that.',
  /** A download's Range outside the file (416). */
  rangeNotSatisfiable: 'The requested part of the file is outside it.',
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
/**
 * Characters that change how a name is displayed without being seen: the bidi controls (LRM, RLM, ALM, the
 * embeddings and overrides U+202A–U+202E that make `exe.pdf` read as `fdp.exe`, the isolates U+2066–U+2069) and the
 * zero-width characters and byte-order mark.
 */
const INVISIBLE_CHARACTERS = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * The one rule for a file name a person gave (an upload's or a rename's): without control and bidi characters,
 * without leading or trailing blanks and without trailing dots (which Windows drops, so `x.exe.` opens as `x.exe`),
 * at most 255 characters. Path separators are kept: an upload takes the last segment, a rename refuses them.
 * Returns '' when nothing readable is left.
 */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(CONTROL_CHARACTERS, '')
    .replace(INVISIBLE_CHARACTERS, '')
    .replace(/[\s.]+$/u, '')
    .trim();
  return Array.from(cleaned)
    .slice(0, 255)
    .join('')
    .replace(/[\s.]+$/u, '');
}

/** Whether a name holds a path separator (a rename refuses it; an upload keeps the last segment). */
export const hasPathSeparator = (name: string) => /[\\/]/.test(name);

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
export type FileItemOnWire = z.input<typeof fileItemSchema>;

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
export type FilePageOnWire = z.input<typeof listFilesResponse>;

export const uploadQuery = z.object({
  projectId: uuid().optional(),
  folderId: uuid().optional(),
});
export type UploadQuery = z.infer<typeof uploadQuery>;

export const updateFileBody = patchBody(
  z.object({
    name: boundedText({ max: 255, min: 1, minMessage: FILE_MESSAGES.fileNameRequired }),
    /** null moves the file out of any folder. */
    folderId: uuid().nullable(),
  }),
);
export type UpdateFileBody = z.infer<typeof updateFileBody>;

export const starBody = z.object({ starred: z.boolean() });
export const sharesBody = z.object({ userIds: z.array(uuid()).max(50) });
export type SharesBody = z.infer<typeof sharesBody>;
export const sharesResponse = z.object({ users: z.array(person) });
export type FileShares = z.infer<typeof sharesResponse>;
export type FileSharesOnWire = z.input<typeof sharesResponse>;

export const folderSchema = z.object({
  id: wireText(),
  name: wireText(),
  parentId: wireText().nullable(),
  project: person.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Folder = z.infer<typeof folderSchema>;
export type FolderOnWire = z.input<typeof folderSchema>;

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
export type FolderDetailOnWire = z.input<typeof folderDetailSchema>;

export const createFolderBody = z.object({
  name: boundedText({ max: 120, min: 1, minMessage: FILE_MESSAGES.folderNameRequired }),
  parentId: uuid().nullable().optional(),
  projectId: uuid().nullable().optional(),
});
export type CreateFolderBody = z.infer<typeof createFolderBody>;

export const updateFolderBody = patchBody(
  z.object({
    name: boundedText({ max: 120, min: 1, minMessage: FILE_MESSAGES.folderNameRequired }),
    parentId: uuid().nullable(),
  }),
);
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
export type FileStatsOnWire = z.input<typeof fileStatsSchema>;
