// One client's page (issue #8): people, projects, open invoices and the lead it came from.
import { useParams } from 'react-router';
import { getQueryClient } from '../../app/query-client';
import { clientQueryOptions } from '../../features/clients/api/get-client';
import { ClientDetailView } from '../../features/clients/components/client-detail';
import { pageMeta } from '../../lib/meta';
import { prefetchScreen, revalidateOnPathChange } from '../../lib/prefetch';
import type { Route } from './+types/client';

/** The client's page: one request for its people, projects, invoices and lead. */
export const clientLoader = ({ params }: Route.ClientLoaderArgs) =>
  prefetchScreen(getQueryClient(), [clientQueryOptions(params.id)]);

export const shouldRevalidate = revalidateOnPathChange;

export const meta = () => pageMeta({ title: 'Client', description: 'A client organisation.', noIndex: true });

export default function ClientPage() {
  const { id = '' } = useParams();
  return <ClientDetailView key={id} id={id} />;
}
