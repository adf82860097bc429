import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { documentSequences } from '../db/schema/index.ts';

export type DocumentPrefix = 'INV' | 'PRP';

/**
 * The next number of a document series, e.g. INV-2026-0001. Call it inside the transaction that writes the
 * document: the upsert locks the year's row until commit, so concurrent creations (on any app server) queue on it
 * and a rolled-back creation gives its number back. No gaps, no duplicates.
 */
export async function nextDocumentNumber(tx: Db, prefix: DocumentPrefix, year: number): Promise<string> {
  const key = `${prefix}-${year}`;
  const [row] = await tx
    .insert(documentSequences)
    .values({ key, lastValue: 1 })
    .onConflictDoUpdate({ target: documentSequences.key, set: { lastValue: sql`${documentSequences.lastValue} + 1` } })
    .returning({ value: documentSequences.lastValue });
  if (!row) throw new Error(`no number drawn for ${key}`);
  return `${key}-${String(row.value).padStart(4, '0')}`;
}

/**
 * Gives a deleted draft's number back when it is still the newest of its series (the next one drawn reuses it), so
 * the series stays without gaps; an older number stays used. Call it in the transaction that deletes the document.
 */
export async function releaseDocumentNumber(tx: Db, number: string): Promise<void> {
  const match = /^((?:INV|PRP)-\d{4})-(\d+)$/.exec(number);
  if (!match) return;
  await tx
    .update(documentSequences)
    .set({ lastValue: sql`${documentSequences.lastValue} - 1` })
    .where(and(eq(documentSequences.key, match[1]!), eq(documentSequences.lastValue, Number(match[2]))));
}
