// One client's page (issue #8): people, projects, open invoices and the lead it came from.
import { useParams } from 'react-router';
import { ClientDetailView } from '../../features/clients/components/client-detail';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta({ title: 'Client', description: 'A client organisation.', noIndex: true });

export default function ClientPage() {
  const { id = '' } = useParams();
  return <ClientDetailView key={id} id={id} />;
}
