import { Avatar, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { initialsOf } from '../../../lib/initials';
import type { Testimonial } from '../home-content';
import classes from './testimonial-cards.module.css';

export function TestimonialCards({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {testimonials.map((item) => (
        <Card key={item.name} component="figure" withBorder padding="lg" radius="md" className={classes.card}>
          <Text component="blockquote" className={classes.quote}>
            “{item.quote}”
          </Text>
          <Group component="figcaption" gap="sm" wrap="nowrap" mt="lg">
            <Avatar color="indigo" radius="xl" aria-hidden="true">
              {initialsOf(item.name)}
            </Avatar>
            <div>
              <Text fw={600} size="sm">
                {item.name}
              </Text>
              <Text c="dimmed" size="xs">
                {item.role}, {item.company}
              </Text>
            </div>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
