import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PortalPageProps {
  title: string;
  description: ReactNode;
  children?: ReactNode;
}

/** A portal screen's h1 and one line saying what it is for, then its content. */
export function PortalPage({ title, description, children }: PortalPageProps) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" maw={720}>
        {description}
      </Text>
      {children}
    </Stack>
  );
}
