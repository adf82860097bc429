import { PortalPage } from '../../components/portal-page';
import { pageMeta } from '../../lib/meta';

const TITLE = 'Billing & Invoices';
const DESCRIPTION = 'Your invoices, payments and saved payment methods.';

export const meta = () => pageMeta({ title: TITLE, description: DESCRIPTION, noIndex: true });

export default function BillingPage() {
  return <PortalPage title={TITLE} description={DESCRIPTION} />;
}
