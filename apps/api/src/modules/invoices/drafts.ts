import {
  addDays,
  INVOICE_MESSAGES,
  MAX_INVOICE_TOTAL_CENTS,
  NET_DAYS,
  type saveInvoiceBody,
} from '@agency/shared/invoices';
import { dollarsToCents, lineAmountCents, sumCents } from '@agency/shared/money';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { clients, projects } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { todayUtc } from './money.ts';

export type SaveInput = z.output<typeof saveInvoiceBody>;

/**
 * Lines priced on the server from quantity and rate (D11); the total is their sum, and stays inside the integer
 * cents column (#18: a larger one answered 500). The shared schema refuses it first; this is the server's word.
 */
export function priced(items: SaveInput['items']) {
  const lines = items.map((item, position) => {
    const unitPriceCents = dollarsToCents(item.rate);
    return {
      description: item.description,
      quantity: item.quantity,
      unitPriceCents,
      amountCents: lineAmountCents({ quantity: item.quantity, unitPriceCents }),
      position,
    };
  });
  const subtotalCents = sumCents(lines.map((line) => line.amountCents));
  if (subtotalCents > MAX_INVOICE_TOTAL_CENTS) {
    throw badRequest(INVOICE_MESSAGES.totalTooLarge, { items: INVOICE_MESSAGES.totalTooLarge });
  }
  return { lines, subtotalCents };
}

/** The client must exist and the project, when given, must belong to it; answered as field errors. */
export async function checkParties(db: Db, clientId: string, projectId: string | null) {
  const [client] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  if (!client) throw badRequest(INVOICE_MESSAGES.clientNotFound, { clientId: INVOICE_MESSAGES.clientNotFound });
  if (projectId) {
    const [project] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.clientId, clientId)))
      .limit(1);
    if (!project) {
      throw badRequest(INVOICE_MESSAGES.projectNotOfClient, { projectId: INVOICE_MESSAGES.projectNotOfClient });
    }
  }
  return client;
}

export function dates(body: SaveInput, now: Date) {
  const issueDate = body.issueDate ?? todayUtc(now);
  const dueDate = body.dueDate ?? addDays(issueDate, NET_DAYS);
  if (dueDate < issueDate)
    throw badRequest(INVOICE_MESSAGES.dueBeforeIssue, { dueDate: INVOICE_MESSAGES.dueBeforeIssue });
  return { issueDate, dueDate };
}

export const invoiceUrl = (id: string) => `/dashboard/billing?invoice=${id}`;
