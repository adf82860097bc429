import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './page-hero.module.css';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  /** Extra content under the actions (a meta line, badges). */
  children?: ReactNode;
  size?: 'page' | 'home';
}

/** The page's single h1 with its lead, on a soft brand-tinted band. */
export function PageHero({ eyebrow, title, lead, actions, children, size = 'page' }: PageHeroProps) {
  return (
    <div className={classes.hero} data-size={size}>
      <Container size="lg">
        <Stack gap="lg" className={classes.content}>
          {eyebrow && (
            <Text component="p" className={classes.eyebrow}>
              {eyebrow}
            </Text>
          )}
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          <Text className={classes.lead}>{lead}</Text>
          {actions && <Group gap="sm">{actions}</Group>}
          {children}
        </Stack>
      </Container>
    </div>
  );
}
