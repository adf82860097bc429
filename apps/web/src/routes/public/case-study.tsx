import { SITE } from '@agency/shared/site';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { CtaBand } from '../../components/cta-band';
import { findCaseStudy } from '../../features/case-studies/case-studies';
import { CaseStudyArticle } from '../../features/case-studies/case-study-article';
import type { Route } from './+types/case-study';
import { publicMeta } from './public-meta';

export const meta = ({ params }: Route.MetaArgs) => {
  const study = findCaseStudy(params.slug);
  return study
    ? publicMeta({
        title: `${study.title}: ${study.client}`,
        description: study.subtitle,
        path: `/case-studies/${study.slug}`,
      })
    : publicMeta({
        title: 'Case Study Not Found',
        description: 'This case study does not exist.',
        path: '/case-studies/not-found',
        noIndex: true,
      });
};

export default function CaseStudyPage({ params }: Route.ComponentProps) {
  const study = findCaseStudy(params.slug);
  if (!study) return <CaseStudyNotFound />;
  return (
    <>
      <CaseStudyArticle study={study} />
      <CtaBand
        id="case-study-cta"
        title="Want results like these?"
        text={`Tell us about your project. We reply within ${SITE.replyTimeHours} hours with next steps and a time for a free discovery call.`}
        primary={{ label: 'Start Your Project', to: '/contact' }}
        secondary={{ label: 'Explore Services', to: '/services' }}
      />
    </>
  );
}

/** Any slug without content (000 §8); the server sends it with status 404. */
function CaseStudyNotFound() {
  return (
    <Container size="sm" py={96}>
      <Stack align="flex-start" gap="md">
        <Title order={1}>Case Study Not Found</Title>
        <Text c="dimmed" size="lg">
          We could not find the case study you were looking for. It may have moved, or the link may be mistyped.
        </Text>
        <Group>
          <Button component="a" href="/case-studies">
            Back to Case Studies
          </Button>
          <Button component="a" href="/contact" variant="default">
            Contact Us
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
