import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { NEWSLETTER_OUTCOMES } from '../../features/newsletter/newsletter-outcomes';
import type { Route } from './+types/newsletter';
import { publicMeta } from './public-meta';

const outcomeOf = (param: string | undefined) =>
  NEWSLETTER_OUTCOMES[param ?? ''] ?? NEWSLETTER_OUTCOMES['invalid-link']!;

export const meta = ({ params }: Route.MetaArgs) =>
  publicMeta({
    title: outcomeOf(params.outcome).title,
    description: 'Your newsletter subscription.',
    path: `/newsletter/${params.outcome}`,
    noIndex: true,
  });

/** Where the confirm and unsubscribe links of newsletter e-mails land (prerendered per outcome). */
export default function NewsletterPage({ params }: Route.ComponentProps) {
  const outcome = outcomeOf(params.outcome);
  return (
    <Container size="sm" py={96}>
      <Stack align="flex-start" gap="md">
        <Title order={1}>{outcome.title}</Title>
        <Text c="dimmed" size="lg">
          {outcome.text}
        </Text>
        <Group mt="md">
          <Button component="a" href="/">
            Back to Home
          </Button>
          <Button component="a" href="/services" variant="default">
            Explore Services
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
