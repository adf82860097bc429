import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageIntro } from '../../components/page-intro';
import { CASE_STUDIES } from '../../features/case-studies/case-studies';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Case Studies',
    description: 'In-depth stories of client projects: the challenge, the solution we built and the results.',
  });

export default function CaseStudiesPage() {
  return (
    <PageIntro
      title="Case Studies"
      lead="In-depth stories of client projects: the challenge, the solution we built and the results it delivered."
    >
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {CASE_STUDIES.map((study) => (
          <Card key={study.slug} withBorder padding="lg">
            <Title order={2} size="h4">
              <Anchor component={Link} to={`/case-studies/${study.slug}`} inherit>
                {study.title}
              </Anchor>
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {study.subtitle}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </PageIntro>
  );
}
