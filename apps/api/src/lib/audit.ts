import type { AuditCategory, AuditLevel } from '@agency/shared/enums';
import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLogs } from '../db/schema/index.ts';

export interface Actor {
  id?: string | null;
  email?: string | null;
  name?: string | null;
}

export interface RequestContext {
  ip?: string;
  userAgent?: string;
}

export interface AuditEntry {
  action: string;
  category: AuditCategory;
  level?: AuditLevel;
  actor?: Actor | null;
  target?: { type: string; id?: string | null; label?: string | null };
  /** Who may see the row in Recent Activity besides admins (see audit_logs.client_id). */
  scope?: { clientId?: string | null; projectId?: string | null; clientVisible?: boolean };
  details?: Record<string, unknown>;
  context?: RequestContext;
}

/** One row per state change (D20); call it with the transaction of the change. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    action: entry.action,
    category: entry.category,
    level: entry.level ?? 'info',
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email?.toLowerCase() ?? null,
    actorName: entry.actor?.name ?? null,
    targetType: entry.target?.type,
    targetId: entry.target?.id ?? null,
    targetLabel: entry.target?.label ?? null,
    details: entry.details ?? {},
    clientId: entry.scope?.clientId ?? null,
    projectId: entry.scope?.projectId ?? null,
    clientVisible: entry.scope?.clientVisible ?? false,
    ip: entry.context?.ip,
    userAgent: entry.context?.userAgent?.slice(0, 512),
  });
}

/** How many times an action was recorded recently for an e-mail or an address (abuse limits). */
export async function countRecent(
  db: Db,
  { action, email, ip, since }: { action: string; email?: string; ip?: string; since: Date },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.action, action),
        gte(auditLogs.createdAt, since),
        email ? eq(auditLogs.actorEmail, email.toLowerCase()) : undefined,
        ip ? eq(auditLogs.ip, ip) : undefined,
      ),
    );
  return row?.n ?? 0;
}
