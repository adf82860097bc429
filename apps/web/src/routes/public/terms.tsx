import { BRAND } from '@agency/shared/brand';
import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Terms of Service',
    description: `The terms that govern ${BRAND.name}'s services, proposals, payments and client portal.`,
  });

export default function TermsPage() {
  return (
    <PageIntro
      title="Terms of Service"
      lead={`The terms that govern working with ${BRAND.name}: proposals and payment, project delivery, intellectual property, support and the use of our client portal.`}
    />
  );
}
