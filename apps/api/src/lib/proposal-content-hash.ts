import { createHash } from 'node:crypto';

/** Exactly what a client accepts when they sign a proposal (issue #10 point 1). */
export interface AcceptedContent {
  number: string;
  title: string;
  client: { id: string; name: string };
  items: { description: string; quantity: number; unitPriceCents: number; amountCents: number }[];
  totalCents: number;
  currency: string;
  description: string;
  scope: string;
  timeline: string;
  terms: string;
  validUntil: string | null;
  depositPercent: number;
}

/**
 * A canonical serialisation: JSON with the keys in a fixed order (written out here, not taken from the object),
 * items in their document order, text as stored. The same content always gives the same bytes, on any server.
 */
export function canonicalContent(content: AcceptedContent): string {
  return JSON.stringify([
    ['number', content.number],
    ['title', content.title],
    ['client', [content.client.id, content.client.name]],
    ['items', content.items.map((item) => [item.description, item.quantity, item.unitPriceCents, item.amountCents])],
    ['totalCents', content.totalCents],
    ['currency', content.currency],
    ['description', content.description],
    ['scope', content.scope],
    ['timeline', content.timeline],
    ['terms', content.terms],
    ['validUntil', content.validUntil],
    ['depositPercent', content.depositPercent],
  ]);
}

/** SHA-256 of the canonical serialisation, hex. */
export function contentHash(content: AcceptedContent): string {
  return createHash('sha256').update(canonicalContent(content), 'utf8').digest('hex');
}
