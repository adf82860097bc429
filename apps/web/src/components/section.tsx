import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './section.module.css';

interface SectionProps {
  /** Also the heading's id prefix, so the section is labelled by its title. */
  id: string;
  eyebrow?: string;
  title?: string;
  lead?: ReactNode;
  tone?: 'plain' | 'muted';
  align?: 'left' | 'center';
  children: ReactNode;
}

/** A page band with an optional eyebrow, h2 and lead; the building block of every marketing page. */
export function Section({ id, eyebrow, title, lead, tone = 'plain', align = 'left', children }: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={title ? titleId : undefined} className={classes.section} data-tone={tone}>
      <Container size="lg">
        {title && (
          <Stack gap="xs" className={classes.header} data-align={align}>
            {eyebrow && (
              <Text className={classes.eyebrow} component="p">
                {eyebrow}
              </Text>
            )}
            <Title order={2} id={titleId} className={classes.title}>
              {title}
            </Title>
            {lead && (
              <Text c="dimmed" size="lg" className={classes.lead}>
                {lead}
              </Text>
            )}
          </Stack>
        )}
        {children}
      </Container>
    </section>
  );
}
