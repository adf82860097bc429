import { BRAND } from '@agency/shared/brand';
import { LegalPage } from '../../features/marketing/components/legal-page';
import { TERMS_OF_SERVICE } from '../../features/marketing/terms-of-service';
import { publicMeta } from './public-meta';

export const meta = () =>
  publicMeta({
    title: 'Terms of Service',
    description: `The terms that govern ${BRAND.name}'s services, proposals, payments, support and client portal.`,
    path: '/terms',
  });

export default function TermsPage() {
  return <LegalPage document={TERMS_OF_SERVICE} />;
}
