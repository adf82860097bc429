import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { PageIntro } from '../../components/page-intro';
import { findCaseStudy } from '../../features/case-studies/case-studies';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/case-study';

export const meta = ({ params }: Route.MetaArgs) => {
  const study = findCaseStudy(params.slug);
  return study
    ? pageMeta({ title: study.title, description: study.subtitle })
    : pageMeta({ title: 'Case Study Not Found', description: 'This case study does not exist.', noIndex: true });
};

export default function CaseStudyPage({ params }: Route.ComponentProps) {
  const study = findCaseStudy(params.slug);
  return (
    <PageIntro
      title={study?.title ?? 'Case Study Not Found'}
      lead={study?.subtitle ?? 'We could not find the case study you were looking for.'}
    >
      <Anchor component={Link} to="/case-studies">
        Back to Case Studies
      </Anchor>
    </PageIntro>
  );
}
