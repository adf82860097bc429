import { BRAND } from '@agency/shared/brand';
import { SITE } from '@agency/shared/site';
import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Contact',
    description: `Tell ${BRAND.name} about your project. We reply to every inquiry within ${SITE.replyTimeHours} hours.`,
  });

export default function ContactPage() {
  return (
    <PageIntro
      title="Contact"
      lead={`Tell us about your project: what you want to build, your budget and your timeline. We reply to every inquiry within ${SITE.replyTimeHours} hours.`}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={720}>
        <Card withBorder padding="lg">
          <Title order={2} size="h4">
            Email
          </Title>
          <Anchor href={`mailto:${SITE.contactEmail}`} mt={4} display="inline-block">
            {SITE.contactEmail}
          </Anchor>
        </Card>
        <Card withBorder padding="lg">
          <Title order={2} size="h4">
            Where we work
          </Title>
          <Text mt={4}>{SITE.location}</Text>
        </Card>
      </SimpleGrid>
    </PageIntro>
  );
}
