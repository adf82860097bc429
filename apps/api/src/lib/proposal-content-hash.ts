import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

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

/** What the server signs when a decision is sealed: the decision, who made it, and the content hash they were shown. */
export interface SealedDecision {
  proposalId: string;
  decision: 'approved' | 'rejected';
  userId: string | null;
  email: string;
  typedName: string | null;
  agreed: boolean;
  reason: string | null;
  /** The client organisation's name as it was when the decision was made (part of the hashed content). */
  clientName: string;
  contentHash: string;
  decidedAt: Date;
}

/**
 * The seal's key: HKDF-SHA256 of AUTH_SECRET with its own label, so it is never the session key itself and a
 * database dump alone cannot forge a seal (issue #18 point 7). Rotating AUTH_SECRET makes older seals 'invalid'.
 */
export function sealKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'agency-portal', 'proposal-decision-seal/v1', 32));
}

function canonicalDecision(record: SealedDecision): string {
  return JSON.stringify([
    'v1',
    record.proposalId,
    record.decision,
    record.userId,
    record.email,
    record.typedName,
    record.agreed,
    record.reason,
    record.clientName,
    record.contentHash,
    record.decidedAt.toISOString(),
  ]);
}

/** HMAC-SHA256 of the decision record under the seal key, hex. */
export function signDecision(key: Buffer, record: SealedDecision): string {
  return createHmac('sha256', key).update(canonicalDecision(record), 'utf8').digest('hex');
}

/** Whether `signature` is the seal key's signature of exactly this record (constant-time comparison). */
export function decisionSignatureValid(key: Buffer, record: SealedDecision, signature: string): boolean {
  const expected = Buffer.from(signDecision(key, record), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
