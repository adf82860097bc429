import { BRAND } from '@agency/shared/brand';
import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Privacy Policy',
    description: `How ${BRAND.name} collects, uses and protects personal information.`,
  });

export default function PrivacyPage() {
  return (
    <PageIntro
      title="Privacy Policy"
      lead={`How ${BRAND.name} collects, uses and protects the personal information you share through this website and our client portal, and the rights you have over it.`}
    />
  );
}
