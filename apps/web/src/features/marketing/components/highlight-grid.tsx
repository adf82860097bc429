import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { Highlight } from '../home-content';

interface HighlightGridProps {
  items: readonly Highlight[];
  columns: { base: number; sm?: number; md?: number; lg?: number };
  /** Cards for the service highlights; open rows for the value points. */
  variant?: 'card' | 'plain';
}

/** Icon, title and one line of copy per item: the home page's service highlights and value points. */
export function HighlightGrid({ items, columns, variant = 'card' }: HighlightGridProps) {
  return (
    <SimpleGrid cols={columns} spacing="lg">
      {items.map(({ icon: Icon, title, description }) => {
        const content = (
          <>
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
              <Icon size={24} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} size="h4" mt="md">
              {title}
            </Title>
            <Text c="dimmed" size="sm" mt={6}>
              {description}
            </Text>
          </>
        );
        return variant === 'card' ? (
          <Card key={title} withBorder padding="lg" radius="md">
            {content}
          </Card>
        ) : (
          <div key={title}>{content}</div>
        );
      })}
    </SimpleGrid>
  );
}
