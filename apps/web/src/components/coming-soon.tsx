import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ComingSoonProps {
  title: string;
  text: string;
  links: readonly { label: string; to: string; primary?: boolean }[];
  children?: ReactNode;
}

/** A page section that is honest about what is not there yet and says where to go instead. */
export function ComingSoon({ title, text, links, children }: ComingSoonProps) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" ta="center" gap="md" py="lg" maw={620} mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
          <IconHourglassHigh size={30} stroke={1.6} />
        </ThemeIcon>
        <Badge variant="light">Coming Soon</Badge>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {children}
        <Group justify="center" gap="sm">
          {links.map((link) => (
            <Button key={link.to} component="a" href={link.to} variant={link.primary ? 'filled' : 'default'}>
              {link.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
