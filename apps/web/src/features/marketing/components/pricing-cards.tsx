import { Badge, Button, Card, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type PricingPackage, packageInquiryLink } from '../pricing-packages';
import classes from './pricing-cards.module.css';

/** The three packages with their features and a Get Started link to the inquiry form (000 §2). */
export function PricingCards({ packages }: { packages: readonly PricingPackage[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" className={classes.grid}>
      {packages.map((pkg) => (
        <Card key={pkg.id} withBorder padding="xl" radius="lg" className={classes.card} data-highlight={pkg.highlight}>
          {pkg.highlight && (
            <Badge className={classes.badge} variant="filled">
              Most Popular
            </Badge>
          )}
          <Title order={3} size="h4">
            {pkg.name}
          </Title>
          <Text c="dimmed" size="sm" mt={6} className={classes.description}>
            {pkg.description}
          </Text>
          <Text className={classes.priceLabel} mt="lg">
            Starting at
          </Text>
          <Text className={classes.price}>{pkg.price}</Text>
          <Text size="sm" c="dimmed">
            Typical delivery: {pkg.deliveryTime}
          </Text>
          <List
            spacing="xs"
            size="sm"
            mt="lg"
            mb="xl"
            icon={
              <ThemeIcon size={20} radius="xl" variant="light" aria-hidden="true">
                <IconCheck size={13} stroke={2.5} />
              </ThemeIcon>
            }
          >
            {pkg.features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
          <Button
            component="a"
            href={packageInquiryLink(pkg)}
            variant={pkg.highlight ? 'filled' : 'light'}
            fullWidth
            mt="auto"
            aria-label={`Get Started with ${pkg.name}`}
          >
            Get Started
          </Button>
        </Card>
      ))}
    </SimpleGrid>
  );
}
