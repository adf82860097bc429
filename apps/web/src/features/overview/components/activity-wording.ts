/** Audit actions the overview words; any other action reads as a generic update. */
export const WORDED_ACTIONS = {
  'project.created': 'projectCreated',
  'project.updated': 'projectUpdated',
  'project.status_changed': 'projectStatusChanged',
  'project.completed': 'projectCompleted',
  'project.rated': 'projectRated',
  'deliverable.created': 'deliverableCreated',
  'deliverable.updated': 'deliverableUpdated',
  'deliverable.completed': 'deliverableCompleted',
  'proposal.sent': 'proposalSent',
  'proposal.approved': 'proposalApproved',
  'proposal.rejected': 'proposalRejected',
  'invoice.sent': 'invoiceSent',
  'invoice.paid': 'invoicePaid',
  'invoice.overdue': 'invoiceOverdue',
  'payment.recorded': 'paymentRecorded',
  'payment.succeeded': 'paymentRecorded',
  'file.uploaded': 'fileUploaded',
  'event.created': 'eventCreated',
  'task.created': 'taskCreated',
  'task.updated': 'taskUpdated',
  'task.completed': 'taskCompleted',
  'task.assigned': 'taskAssigned',
  'client.created': 'clientCreated',
  'client.updated': 'clientUpdated',
  'lead.handled': 'leadHandled',
  'lead.reopened': 'leadReopened',
  'lead.converted': 'leadConverted',
  'user.invited': 'userInvited',
  'user.role_changed': 'userRoleChanged',
  'settings.updated': 'settingsUpdated',
  'settings.organisation_updated': 'settingsUpdated',
  'auth.sign_in_failed': 'signInFailed',
  'auth.password_changed': 'passwordChanged',
} as const;

export type WordedAction = (typeof WORDED_ACTIONS)[keyof typeof WORDED_ACTIONS] | 'other';

export function activityWording(action: string): WordedAction {
  return (WORDED_ACTIONS as Record<string, WordedAction>)[action] ?? 'other';
}

/** 001 conventions for in-app links to an entity; null when the row has nothing to open. */
export function activityLink(item: { targetType: string | null; targetId: string | null; projectId: string | null }) {
  const id = item.targetId ? encodeURIComponent(item.targetId) : null;
  if (id && item.targetType === 'project') return `/dashboard/projects/${id}`;
  if (id && item.targetType === 'task') return `/dashboard/tasks?task=${id}`;
  if (id && item.targetType === 'client') return `/dashboard/clients/${id}`;
  if (id && item.targetType === 'lead') return `/dashboard/leads?lead=${id}`;
  if (id && item.targetType === 'proposal') return `/dashboard/proposals?proposal=${id}`;
  if (item.projectId) return `/dashboard/projects/${encodeURIComponent(item.projectId)}`;
  return null;
}
