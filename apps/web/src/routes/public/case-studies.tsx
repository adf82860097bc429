import { Container, Stack } from '@mantine/core';
import { ComingSoon } from '../../components/coming-soon';
import { PageHero } from '../../components/page-hero';
import { CASE_STUDIES } from '../../features/case-studies/case-studies';
import { CaseStudyCard } from '../../features/case-studies/case-study-card';
import { publicMeta } from './public-meta';

export const meta = () =>
  publicMeta({
    title: 'Case Studies',
    description:
      'In-depth stories of client projects: the challenge, the solution we built and the results it delivered.',
    path: '/case-studies',
  });

export default function CaseStudiesPage() {
  return (
    <>
      <PageHero
        eyebrow="Case studies"
        title="Case studies"
        lead="In-depth stories of client projects: the challenge, the solution we built and the results it delivered."
      />
      <Container size="lg" py={64}>
        <Stack gap="xl">
          {CASE_STUDIES.map((study) => (
            <CaseStudyCard key={study.slug} study={study} eager />
          ))}
          <ComingSoon
            title="More case studies coming soon"
            text="We are preparing detailed stories from mobile, SaaS and digital transformation projects. Want results like these for your business? Let's talk."
            links={[
              { label: 'Start a Project', to: '/contact', primary: true },
              { label: 'View Portfolio', to: '/portfolio' },
            ]}
          />
        </Stack>
      </Container>
    </>
  );
}
