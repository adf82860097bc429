import type { Config } from '../../config.ts';
import { bankTransferText, renderInvoicePdf } from '../../pdf/invoice.ts';
import { agencyIdentity } from '../../pdf/layout.ts';
import type { InvoiceDetailRow } from './queries.ts';

/** The invoice as its PDF (D25): the agency's identity and bank details from the server's configuration. */
export function invoicePdf(config: Config, invoice: InvoiceDetailRow): Promise<Buffer> {
  return renderInvoicePdf(
    { ...invoice, client: { name: invoice.clientName, email: invoice.clientEmail } },
    { ...agencyIdentity(config), bankDetails: bankTransferText(config.bankTransfer) },
  );
}
