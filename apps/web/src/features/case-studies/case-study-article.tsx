import { Anchor, Badge, Card, Container, Group, Image, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { CaseStudy } from './case-studies';
import classes from './case-study-article.module.css';

const formatDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** The full case study: every field of the spec's entity (000 §3), as an article. */
export function CaseStudyArticle({ study }: { study: CaseStudy }) {
  return (
    <article>
      <ArticleHeader study={study} />
      <Container size="md" py={56}>
        <Stack gap={56}>
          <Facts study={study} />
          <Part id="challenge" title="The challenge">
            {study.challenge.map((paragraph) => (
              <Text key={paragraph} className={classes.prose}>
                {paragraph}
              </Text>
            ))}
          </Part>
          <Part id="solution" title="Our solution">
            {study.solution.map((paragraph) => (
              <Text key={paragraph} className={classes.prose}>
                {paragraph}
              </Text>
            ))}
          </Part>
          <Part id="implementation" title="Implementation">
            <ol className={classes.phases}>
              {study.implementation.map((phase) => (
                <li key={phase.title} className={classes.phase}>
                  <Group justify="space-between" align="baseline" gap="xs">
                    <Title order={3} size="h4">
                      {phase.title}
                    </Title>
                    <Badge variant="default">{phase.duration}</Badge>
                  </Group>
                  <Text c="dimmed" mt={6}>
                    {phase.description}
                  </Text>
                </li>
              ))}
            </ol>
          </Part>
          <Part id="results" title="Results">
            <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" className={classes.results}>
              {study.results.map((result) => (
                <Card component="li" key={result.metric} withBorder radius="md" padding="lg">
                  <Text className={classes.resultValue}>{result.value}</Text>
                  <Text fw={600} mt={4}>
                    {result.metric}
                  </Text>
                  <Text size="sm" c="dimmed" mt={4}>
                    {result.description}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </Part>
          <figure className={classes.testimonial}>
            <blockquote className={classes.quote}>“{study.testimonial.text}”</blockquote>
            <figcaption className={classes.caption}>
              <strong>{study.testimonial.author}</strong>, {study.testimonial.position}, {study.testimonial.company}
            </figcaption>
          </figure>
          <Part id="technologies" title="Technologies">
            <Group gap="xs">
              {study.technologies.map((technology) => (
                <Badge key={technology} variant="outline" size="lg" radius="sm">
                  {technology}
                </Badge>
              ))}
            </Group>
          </Part>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
            <Part id="lessons" title="Lessons learned">
              <List spacing="sm">
                {study.lessonsLearned.map((lesson) => (
                  <List.Item key={lesson}>{lesson}</List.Item>
                ))}
              </List>
            </Part>
            <Part id="next-steps" title="Next steps">
              <List spacing="sm">
                {study.nextSteps.map((step) => (
                  <List.Item key={step}>{step}</List.Item>
                ))}
              </List>
            </Part>
          </SimpleGrid>
          <Anchor href="/case-studies">← Back to Case Studies</Anchor>
        </Stack>
      </Container>
    </article>
  );
}

function ArticleHeader({ study }: { study: CaseStudy }) {
  return (
    <header className={classes.header}>
      <Container size="md">
        <Group gap={6}>
          {study.tags.map((tag) => (
            <Badge key={tag} variant="light">
              {tag}
            </Badge>
          ))}
        </Group>
        <Title order={1} className={classes.title} mt="md">
          {study.title}
        </Title>
        <Text className={classes.subtitle} mt="sm">
          {study.subtitle}
        </Text>
        <Group justify="space-between" align="center" mt="lg" gap="sm">
          <Text size="sm" c="dimmed">
            By {study.author.name}, {study.author.role} ·{' '}
            <time dateTime={study.publishDate}>{formatDate(study.publishDate)}</time> · {study.readTime}
          </Text>
          <button type="button" className={classes.share} data-share>
            <IconShare size={16} aria-hidden="true" /> Share
          </button>
        </Group>
        <p className={classes.shareStatus} role="status" data-share-status />
        <Image
          src={study.image.src}
          alt={study.image.alt}
          width={study.image.width}
          height={study.image.height}
          radius="lg"
          mt="lg"
          className={classes.cover}
          fetchPriority="high"
        />
      </Container>
    </header>
  );
}

function Facts({ study }: { study: CaseStudy }) {
  const facts = [
    ['Client', study.client],
    ['Industry', study.industry],
    ['Duration', study.duration],
    ['Team', study.team],
  ] as const;
  return (
    <dl className={classes.facts}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} className={classes.partTitle}>
        {title}
      </Title>
      <Stack gap="md" mt="md">
        {children}
      </Stack>
    </section>
  );
}
