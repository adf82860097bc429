import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EventResponse } from '@agency/shared/calendar';

/**
 * The Accept/Decline links of an invitation mail: the attendee row and the answer, signed with the server's secret,
 * so the link works without a session and cannot be turned into another attendee's or another answer.
 */
export function rsvpSignature(secret: string, attendeeId: string, response: EventResponse): string {
  return createHmac('sha256', secret).update(`calendar-rsvp:${attendeeId}:${response}`).digest('base64url');
}

export function rsvpUrl(publicUrl: string, secret: string, attendeeId: string, response: EventResponse): string {
  return `${publicUrl}/api/calendar/rsvp/${attendeeId}/${response}?sig=${rsvpSignature(secret, attendeeId, response)}`;
}

export function validRsvp(secret: string, attendeeId: string, response: EventResponse, sig: string): boolean {
  const expected = Buffer.from(rsvpSignature(secret, attendeeId, response));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
