import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHero } from '../../../components/page-hero';
import type { LegalDocument } from '../legal-document';
import classes from './legal-page.module.css';

const formatDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

interface LegalPageProps {
  document: LegalDocument;
  /** Extra content placed at the end of a section, by section id (e.g. a table). */
  extras?: Record<string, ReactNode>;
}

/** Terms and Privacy: numbered sections with a table of contents. */
export function LegalPage({ document, extras = {} }: LegalPageProps) {
  return (
    <>
      <PageHero eyebrow="Legal" title={document.title} lead={document.intro}>
        <Text size="sm" c="dimmed">
          Effective <time dateTime={document.effectiveDate}>{formatDate(document.effectiveDate)}</time>
        </Text>
      </PageHero>
      <Container size="md" py={56}>
        <nav aria-labelledby="contents-title" className={classes.contents}>
          <Title order={2} size="h5" id="contents-title">
            Contents
          </Title>
          <ol className={classes.contentsList}>
            {document.sections.map((section) => (
              <li key={section.id}>
                <Anchor href={`#${section.id}`} size="sm">
                  {section.title}
                </Anchor>
              </li>
            ))}
          </ol>
        </nav>
        <Stack gap={40} mt={48}>
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className={classes.section}
            >
              <Title order={2} size="h3" id={`${section.id}-title`}>
                {index + 1}. {section.title}
              </Title>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph} className={classes.paragraph}>
                  {paragraph}
                </Text>
              ))}
              {section.list && (
                <List spacing="xs" className={classes.paragraph}>
                  {section.list.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              )}
              {extras[section.id]}
            </section>
          ))}
        </Stack>
      </Container>
    </>
  );
}
