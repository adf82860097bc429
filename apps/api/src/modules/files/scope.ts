import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { clientMembers, fileShares, files, folders, projectAgents, projects, users } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';

/**
 * Who sees which file (issue #9 point 5, D5), as a `where` on `files`:
 * - ADMIN: every file;
 * - AGENT: files of the projects assigned to them, files they uploaded, and files shared with them;
 * - CLIENT: files of their organisation's projects that are shared with them or that they uploaded themselves.
 *   Everything else (the agency's working files, even in the client's own project) is internal and never shown.
 */
export function fileScope({ user, access }: Caller): SQL | undefined {
  if (access === 'any') return undefined;
  const sharedWithMe = sql`exists (select 1 from ${fileShares} where ${and(
    eq(fileShares.fileId, files.id),
    eq(fileShares.userId, user.id),
  )})`;
  if (user.role === 'AGENT') {
    return or(eq(files.ownerId, user.id), assignedProject(files.projectId, user.id), sharedWithMe);
  }
  if (user.role === 'CLIENT' && user.clientId) {
    return and(
      sql`exists (select 1 from ${projects} where ${and(eq(projects.id, files.projectId), eq(projects.clientId, user.clientId))})`,
      or(eq(files.ownerId, user.id), sharedWithMe),
    );
  }
  return sql`false`;
}

/**
 * A `where` on `files`: every active member of the client organisation sees the file (uploaded it, or it is shared
 * with them). What is said about a file to the whole client (an approval request in the thread and the bell) needs
 * it, or the members the file is internal to would read its name.
 */
export function seenByWholeClient(clientId: string): SQL {
  return sql`not exists (select 1 from ${clientMembers} join ${users} on ${eq(users.id, clientMembers.userId)} where ${and(
    eq(clientMembers.clientId, clientId),
    eq(users.role, 'CLIENT'),
    eq(users.isActive, true),
    sql`${users.id} is distinct from ${files.ownerId}`,
    sql`not exists (select 1 from ${fileShares} where ${and(eq(fileShares.fileId, files.id), eq(fileShares.userId, users.id))})`,
  )})`;
}

/** Who may rename, move and share a file: admins, and agents for their own files and their projects' files. */
export function fileManageScope({ user, access }: Caller): SQL | undefined {
  if (access === 'any') return undefined;
  if (user.role === 'AGENT') return or(eq(files.ownerId, user.id), assignedProject(files.projectId, user.id));
  return sql`false`;
}

/**
 * Folders hold no content, only a name: a CLIENT sees the folders of their organisation's projects (so the files
 * shared with them keep their place), an AGENT their own folders and those of their projects, an ADMIN all.
 */
export function folderScope({ user, access }: Caller): SQL | undefined {
  if (access === 'any') return undefined;
  if (user.role === 'AGENT') return or(eq(folders.ownerId, user.id), assignedProject(folders.projectId, user.id));
  if (user.role === 'CLIENT' && user.clientId) {
    return sql`exists (select 1 from ${projects} where ${and(eq(projects.id, folders.projectId), eq(projects.clientId, user.clientId))})`;
  }
  return sql`false`;
}

export function folderManageScope(caller: Caller): SQL | undefined {
  if (caller.user.role === 'CLIENT') return sql`false`;
  return folderScope(caller);
}

function assignedProject(column: typeof files.projectId | typeof folders.projectId, userId: string): SQL {
  return sql`exists (select 1 from ${projectAgents} where ${and(
    eq(projectAgents.projectId, column),
    eq(projectAgents.agentId, userId),
  )})`;
}
