import { Badge, Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageIntro } from '../../components/page-intro';
import { PRICING_PACKAGES } from '../../features/marketing/pricing-packages';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Pricing',
    description: 'Starting prices and delivery times for web, mobile app and SaaS projects, or a custom quote.',
  });

export default function PricingPage() {
  return (
    <PageIntro
      title="Pricing"
      lead="Our three most requested packages with their starting prices and typical delivery times. Every project starts with a written proposal that sets out its scope, timeline and price."
    >
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {PRICING_PACKAGES.map((pkg) => (
          <Card key={pkg.name} withBorder padding="lg">
            {pkg.highlight && (
              <Badge mb="xs" style={{ alignSelf: 'flex-start' }}>
                Most Popular
              </Badge>
            )}
            <Title order={2} size="h4">
              {pkg.name}
            </Title>
            <Text fw={700} size="xl" mt="sm">
              {pkg.price}
            </Text>
            <Text c="dimmed" size="sm">
              Typical delivery: {pkg.deliveryTime}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group>
        <Button component={Link} to="/contact">
          Request a custom quote
        </Button>
      </Group>
    </PageIntro>
  );
}
