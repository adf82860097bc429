import { Card, Text, Title } from '@mantine/core';

/** A section whose settings arrive with a later release: it says so instead of showing switches that do nothing. */
export function PendingSection({ title, description }: { title: string; description: string }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </Card>
  );
}
