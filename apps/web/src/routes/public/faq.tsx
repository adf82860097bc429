import { SITE } from '@agency/shared/site';
import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMessages } from '@tabler/icons-react';
import { PageHero } from '../../components/page-hero';
import { FaqList } from '../../features/marketing/components/faq-list';
import { FAQ_GROUPS } from '../../features/marketing/faq-content';
import { publicMeta } from './public-meta';

export const meta = () =>
  publicMeta({
    title: 'FAQ and Help',
    description:
      'Answers to common questions about our process, pricing and payment, ownership, support and the client portal.',
    path: '/faq',
  });

export default function FaqPage() {
  return (
    <>
      <PageHero
        eyebrow="FAQ and help"
        title="Frequently asked questions"
        lead="Answers to the questions clients ask us most: how we work, what it costs, who owns what, and what happens after launch."
      />
      <Container size="md" py={64}>
        <Stack gap={64}>
          <FaqList groups={FAQ_GROUPS} />
          <Card withBorder radius="lg" padding="xl">
            <Title order={2} size="h3">
              Still have questions?
            </Title>
            <Text c="dimmed" mt="xs">
              We are happy to help. Email us and we will reply within {SITE.replyTimeHours} hours, or, if you are a
              client, send the team a message from your dashboard.
            </Text>
            <Group mt="lg" gap="sm">
              <Button component="a" href={`mailto:${SITE.contactEmail}`} leftSection={<IconMail size={18} />}>
                Email Us
              </Button>
              <Button component="a" href="/dashboard" variant="default" leftSection={<IconMessages size={18} />}>
                Dashboard Messages
              </Button>
            </Group>
          </Card>
        </Stack>
      </Container>
    </>
  );
}
