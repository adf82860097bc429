import type { AuditEntry } from '../../lib/audit.ts';
import type { LiveEventInput } from '../../realtime/publish.ts';

/** The audit fields of a change to a client organisation (D20). */
export function clientAudit(client: { id: string; name: string }): Pick<AuditEntry, 'category' | 'target' | 'scope'> {
  return {
    category: 'system',
    target: { type: 'client', id: client.id, label: client.name },
    scope: { clientId: client.id },
  };
}

export type ClientEventType = 'clients.created' | 'clients.updated' | 'clients.deleted';

/** A live event with the audience of the client's REST read (clientScope): the staff and the organisation's members. */
export function clientEvent(type: ClientEventType, clientId: string): LiveEventInput {
  return { type, clientId, payload: { id: clientId } };
}
