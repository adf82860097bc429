/** How each catalogue event reads in a Slack channel (the channel's language is not known: English). */
const PHRASES: Record<string, string> = {
  'project.created': 'New project',
  'proposal.sent': 'Proposal sent',
  'proposal.approved': 'Proposal approved',
  'proposal.rejected': 'Proposal declined',
  'invoice.sent': 'Invoice sent',
  'invoice.paid': 'Invoice paid',
  'message.created': 'New message',
  'task.completed': 'Task completed',
  'client.created': 'New client',
};

/** Slack's incoming-webhook escaping: &, < and > are control characters in its mrkdwn. */
function escapeMrkdwn(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** A Slack-compatible incoming-webhook body (`{ text }`) for one of our envelopes (lib/webhook-events.ts). */
export function slackMessage(payload: Record<string, unknown>): { text: string } {
  const type = String(payload.type ?? '');
  const data = (payload.data ?? {}) as { label?: string | null; object?: string };
  const label = data.label ? `: ${escapeMrkdwn(String(data.label))}` : '';
  return { text: `*${PHRASES[type] ?? escapeMrkdwn(type)}*${label} (\`${escapeMrkdwn(type)}\`)` };
}
