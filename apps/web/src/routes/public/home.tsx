import { BRAND } from '@agency/shared/brand';
import { SERVICES } from '@agency/shared/site';
import { Anchor, Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({
    title: BRAND.name,
    description: `${BRAND.name} designs and builds websites, mobile apps and SaaS platforms for growing businesses.`,
  });

export default function HomePage() {
  return (
    <Container size="lg" py={{ base: 48, md: 96 }}>
      <Stack gap="xl">
        <Stack gap="md" maw={760}>
          <Title order={1} fz={{ base: 36, md: 52 }} lh={1.1}>
            {BRAND.tagline}
          </Title>
          <Text size="xl" c="dimmed">
            {BRAND.name} is a remote-first team that designs, builds and runs websites, mobile apps and SaaS platforms,
            from the first workshop to support after launch.
          </Text>
          <Group>
            <Button component={Link} to="/contact" size="md">
              Start a project
            </Button>
            <Button component={Link} to="/portfolio" size="md" variant="default">
              See our work
            </Button>
          </Group>
        </Stack>
        <section aria-labelledby="home-services">
          <Title order={2} id="home-services" size="h3" mb="sm">
            What we do
          </Title>
          <List spacing={4}>
            {SERVICES.map((service) => (
              <List.Item key={service.name}>{service.name}</List.Item>
            ))}
          </List>
          <Anchor component={Link} to="/services" mt="sm" display="inline-block">
            Explore our services
          </Anchor>
        </section>
      </Stack>
    </Container>
  );
}
