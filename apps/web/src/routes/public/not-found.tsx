import { Anchor, Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { publicMeta } from './public-meta';

export const meta = () =>
  publicMeta({
    title: 'Page not found',
    description: 'The page you asked for does not exist or has moved.',
    path: '/404',
    noIndex: true,
  });

const POPULAR = [
  { label: 'Services', to: '/services' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Case studies', to: '/case-studies' },
  { label: 'FAQ', to: '/faq' },
];

/** Prerendered as /404, the body the server sends with status 404 for unknown paths. */
export default function NotFoundPage() {
  return (
    <Container size="sm" py={96}>
      <Stack align="flex-start" gap="md">
        <Text fw={800} c="var(--mantine-primary-color-light-color)" fz={18}>
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed" size="lg">
          The page you asked for does not exist or has moved. Check the address, or start again from one of these:
        </Text>
        <List spacing={4}>
          {POPULAR.map((link) => (
            <List.Item key={link.to}>
              <Anchor href={link.to}>{link.label}</Anchor>
            </List.Item>
          ))}
        </List>
        <Group mt="md">
          <Button component="a" href="/">
            Back to Home
          </Button>
          <Button component="a" href="/contact" variant="default">
            Contact Us
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
