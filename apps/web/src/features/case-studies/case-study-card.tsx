import { Anchor, Badge, Card, Group, Image, Text, Title } from '@mantine/core';
import type { CaseStudy } from './case-studies';
import classes from './case-study-card.module.css';

/** A case study teaser: cover, tags, title, subtitle and a link to the full story. */
/** `eager` for a card at the top of the page, where its cover is the largest thing on screen. */
export function CaseStudyCard({ study, eager = false }: { study: CaseStudy; eager?: boolean }) {
  const href = `/case-studies/${study.slug}`;
  return (
    <Card withBorder radius="lg" padding={0} className={classes.card}>
      <Image
        src={study.image.src}
        alt=""
        width={study.image.width}
        height={study.image.height}
        className={classes.cover}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
      />
      <div className={classes.body}>
        <Group gap={6}>
          {study.tags.map((tag) => (
            <Badge key={tag} variant="light" size="sm">
              {tag}
            </Badge>
          ))}
        </Group>
        <Title order={2} size="h3" mt="md">
          <Anchor href={href} inherit c="inherit" className={classes.link}>
            {study.title}: {study.client}
          </Anchor>
        </Title>
        <Text c="dimmed" mt="xs">
          {study.subtitle}
        </Text>
        <Text size="sm" fw={600} c="var(--mantine-primary-color-light-color)" mt="md" aria-hidden="true">
          Read the case study →
        </Text>
      </div>
    </Card>
  );
}
