import type { Language } from '@agency/shared/enums';
import { INVOICE_MESSAGES, LATE_FEE_PERCENT_PER_MONTH } from '@agency/shared/invoices';
import { eq } from 'drizzle-orm';
import { invoices } from '../../../db/schema/index.ts';
import { commitChange } from '../../../lib/commit-change.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { notificationText } from '../../../lib/notification-texts.ts';
import { activeClientUsers, byLanguage } from '../../../lib/recipients.ts';
import { callerOf, type ServiceContext } from '../../../lib/service-context.ts';
import { invoiceIssuedEmail } from '../../../mail/templates/billing.ts';
import { invoiceAudience, invoiceUpdated } from '../audience.ts';
import { invoiceUrl } from '../drafts.ts';
import { lockInvoice } from '../money.ts';
import { invoicePdf } from '../pdf.ts';
import { getInvoice, type InvoiceDetailRow, invoiceScope } from '../queries.ts';

/** What the PDF and the e-mail show: a draft edited after they were rendered must be rendered again. */
const shown = (invoice: InvoiceDetailRow) =>
  JSON.stringify([
    invoice.number,
    invoice.clientName,
    invoice.clientEmail,
    invoice.projectName,
    invoice.issueDate,
    invoice.dueDate,
    invoice.description,
    invoice.totalCents,
    invoice.items,
  ]);

const ATTEMPTS = 3;

/** The issued invoice's mail in a language: what the e-mail says of the draft. */
const issuedMail = (draft: InvoiceDetailRow, link: string, language: Language) =>
  invoiceIssuedEmail(
    {
      number: draft.number,
      clientName: draft.clientName,
      projectName: draft.projectName,
      amountDueCents: draft.amountDueCents,
      dueDate: draft.dueDate,
      lateFeePercent: LATE_FEE_PERCENT_PER_MONTH,
      link,
    },
    language,
  );

/**
 * Send (issue): draft → sent; the client's people get the invoice by e-mail with its PDF, and a notification. The
 * PDF is rendered before the transaction (nothing slow under the row lock); the locked transaction checks that the
 * draft is still what was rendered, and renders again otherwise. `renderPdf` is the PDF renderer (a test passes its
 * own to see when it runs).
 */
export async function sendInvoice(
  ctx: ServiceContext,
  id: string,
  renderPdf: typeof invoicePdf = invoicePdf,
): Promise<InvoiceDetailRow> {
  const caller = callerOf(ctx);
  for (let attempt = 1; ; attempt++) {
    const draft = await getInvoice(ctx.db, caller, id);
    if (draft.status !== 'draft') throw conflict(INVOICE_MESSAGES.onlyDraftsSent);
    const sentAt = ctx.now();
    // Rendered before the lock: the PDF (base64 for the outbox row).
    const pdf = (await renderPdf(ctx.config, { ...draft, status: 'sent', sentAt })).toString('base64');
    const link = `${ctx.config.publicUrl}${invoiceUrl(id)}`;
    const sent = await ctx.db.transaction(async (tx) => {
      const current = await lockInvoice(tx, id, invoiceScope(caller));
      if (!current) throw notFound(INVOICE_MESSAGES.notFound);
      if (current.status !== 'draft') throw conflict(INVOICE_MESSAGES.onlyDraftsSent);
      if (shown(await getInvoice(tx, caller, id)) !== shown(draft)) return false;
      await tx.update(invoices).set({ status: 'sent', sentAt }).where(eq(invoices.id, id));
      const people = await activeClientUsers(tx, current.clientId);
      const to = people.length > 0 ? people.map((p) => p.email) : [draft.clientEmail];
      const attachments = [{ filename: `${draft.number}.pdf`, contentType: 'application/pdf', content: pdf }];
      // One mail per language among the client's people, each in its readers' language.
      const mail = byLanguage(people, { email: draft.clientEmail, language: null }).map((group) => ({
        ...issuedMail(draft, link, group.language),
        to: group.to,
        kind: 'invoice-issued',
        attachments,
      }));
      const audience = await invoiceAudience(tx, { clientId: current.clientId, status: 'sent' });
      await commitChange(tx, ctx, {
        mail,
        notify: people.map((person) => ({
          userId: person.id,
          type: 'payment' as const,
          level: 'info' as const,
          text: notificationText('invoiceSent', {
            number: draft.number,
            amount: draft.amountDueCents,
            dueDate: draft.dueDate,
          }),
          actionUrl: invoiceUrl(id),
          related: { type: 'invoice', id, name: draft.number },
          metadata: { amountCents: draft.amountDueCents, deadline: draft.dueDate, actionRequired: true },
        })),
        audit: {
          action: 'invoice.sent',
          category: 'billing',
          target: { type: 'invoice', id, label: draft.number },
          scope: { clientId: current.clientId, projectId: current.projectId, clientVisible: true },
          details: { to, totalCents: draft.totalCents },
        },
        live: invoiceUpdated(audience, { id, status: 'sent' }),
      });
      return true;
    });
    if (sent || attempt >= ATTEMPTS) {
      if (!sent) throw conflict(INVOICE_MESSAGES.onlyDraftsSent);
      return getInvoice(ctx.db, caller, id);
    }
  }
}
