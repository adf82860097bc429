import type { NotificationLevel, NotificationType } from '@agency/shared/enums';
import type { Db } from '../../db/client.ts';
import { type NotificationMetadata, notifications } from '../../db/schema/index.ts';

export interface NotificationInput {
  userId: string;
  type: NotificationType;
  level?: NotificationLevel;
  title: string;
  message?: string;
  /** In-app path the notification opens, e.g. `/dashboard/tasks?task=${id}`. */
  actionUrl?: string | null;
  related?: { type: string; id: string; name?: string | null };
  metadata?: NotificationMetadata;
}

/**
 * The one function every event calls to notify someone (D19): task assigned now, messages, approvals, money and
 * calendar events as their workspaces land. Call it with the transaction of the change, so a notification exists
 * exactly when the change does. Live delivery and e-mail by preference join in issue #9, behind this same call.
 */
export async function notify(db: Db, input: NotificationInput | NotificationInput[]): Promise<void> {
  const rows = (Array.isArray(input) ? input : [input]).map((n) => ({
    userId: n.userId,
    type: n.type,
    level: n.level ?? 'info',
    title: n.title,
    message: n.message ?? '',
    actionUrl: n.actionUrl ?? null,
    relatedEntityType: n.related?.type ?? null,
    relatedEntityId: n.related?.id ?? null,
    relatedEntityName: n.related?.name ?? null,
    metadata: n.metadata ?? {},
  }));
  if (rows.length > 0) await db.insert(notifications).values(rows);
}
