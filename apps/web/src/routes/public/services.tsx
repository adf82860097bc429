import { SERVICES } from '@agency/shared/site';
import { Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Services',
    description:
      'Web development, mobile apps, UI/UX design, cloud solutions, SaaS development and digital transformation.',
  });

export default function ServicesPage() {
  return (
    <PageIntro
      title="Services"
      lead="Six ways we help businesses grow online. Every engagement runs through the same four steps: Discovery & Planning, Design & Prototyping, Development & Testing, and Deployment & Support."
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {SERVICES.map((service) => (
          <Card key={service.name} withBorder padding="lg">
            <Title order={2} size="h4">
              {service.name}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {service.startingPrice} · {service.timeline}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group>
        <Button component={Link} to="/contact">
          Get a quote
        </Button>
        <Button component={Link} to="/portfolio" variant="default">
          See our work
        </Button>
      </Group>
    </PageIntro>
  );
}
