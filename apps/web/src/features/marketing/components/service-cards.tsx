import { Button, Card, Group, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarTime, IconCheck, IconTag } from '@tabler/icons-react';
import { packageInquiryLink } from '../pricing-packages';
import type { ServiceCard } from '../services-content';
import classes from './service-cards.module.css';

/** The Services page's six cards: description, four features, starting price, timeline and Get Quote. */
export function ServiceCards({ services }: { services: readonly ServiceCard[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {services.map(({ icon: Icon, ...service }) => (
        <Card key={service.title} withBorder padding="xl" radius="lg" className={classes.card}>
          <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
            <Icon size={26} stroke={1.6} />
          </ThemeIcon>
          <Title order={2} size="h3" mt="md">
            {service.title}
          </Title>
          <Text c="dimmed" size="sm" mt="xs">
            {service.description}
          </Text>
          <List spacing={6} size="sm" mt="md" icon={<IconCheck size={16} stroke={2.4} className={classes.check} />}>
            {service.features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
          <dl className={classes.facts}>
            <div className={classes.fact}>
              <dt>
                <IconTag size={16} aria-hidden="true" /> Starting price
              </dt>
              <dd>{service.pricing}</dd>
            </div>
            <div className={classes.fact}>
              <dt>
                <IconCalendarTime size={16} aria-hidden="true" /> Timeline
              </dt>
              <dd>{service.timeline}</dd>
            </div>
          </dl>
          <Group mt="auto" pt="lg">
            <Button
              component="a"
              href={packageInquiryLink({ service: service.title })}
              variant="light"
              fullWidth
              aria-label={`Get Quote for ${service.title}`}
            >
              Get Quote
            </Button>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
