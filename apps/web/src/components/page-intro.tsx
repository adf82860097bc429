import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageIntroProps {
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}

/** The page's single h1 and its lead paragraph, then the page body. */
export function PageIntro({ title, lead, children }: PageIntroProps) {
  return (
    <Container size="lg" py={{ base: 48, md: 72 }}>
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <Text size="lg" c="dimmed" maw={720}>
          {lead}
        </Text>
        {children}
      </Stack>
    </Container>
  );
}
