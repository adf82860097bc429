const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The small page behind an invitation's Accept/Decline link: a confirm button, then the recorded answer. */
export function rsvpPage(input: {
  attendeeId: string;
  response: 'accepted' | 'declined';
  sig: string;
  done: string | null;
}): string {
  const verb = input.response === 'accepted' ? 'Accept' : 'Decline';
  const body = input.done
    ? `<h1>${input.response === 'accepted' ? 'Accepted' : 'Declined'}</h1><p>Your answer to “${escapeHtml(input.done)}” is recorded. You can close this page.</p>`
    : `<h1>${verb} the invitation?</h1><form method="post" action="/api/calendar/rsvp/${escapeHtml(input.attendeeId)}/${input.response}?sig=${encodeURIComponent(input.sig)}"><button type="submit">${verb}</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${verb} · Northstar Digital</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1a1b1e}button{font:inherit;padding:.6rem 1.4rem;border-radius:.4rem;border:0;background:#228be6;color:#fff;cursor:pointer}</style></head><body>${body}</body></html>`;
}
