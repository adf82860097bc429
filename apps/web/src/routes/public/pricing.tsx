import { SERVICES, SITE } from '@agency/shared/site';
import { Anchor, Button, Card, Group, List, SimpleGrid, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { CtaBand } from '../../components/cta-band';
import { PageHero } from '../../components/page-hero';
import { Section } from '../../components/section';
import { POLICY } from '../../config/policy-figures';
import { PricingCards } from '../../features/marketing/components/pricing-cards';
import { CUSTOM_QUOTE } from '../../features/marketing/home-content';
import { PRICING_PACKAGES } from '../../features/marketing/pricing-packages';
import { publicMeta } from './public-meta';

export const meta = () =>
  publicMeta({
    title: 'Pricing',
    description:
      'Starting prices and delivery times for websites, mobile apps, SaaS products, design, cloud and digital transformation projects, or a custom quote.',
    path: '/pricing',
  });

const INCLUDED = [
  `A free ${POLICY.discoveryCallMinutes}-minute discovery call and a written proposal with a fixed price`,
  'A named project lead and a weekly call, with a demo every two weeks',
  'Your own client portal for progress, files, messages and invoices',
  `${POLICY.postLaunchSupportDays} days of support after launch`,
  'Full ownership of the code and designs once the final invoice is paid',
];

const PAYMENT_TERMS = [
  `A ${POLICY.depositPercent}% deposit reserves your start date.`,
  'The balance is invoiced at milestones agreed in your proposal.',
  `Invoices are due within ${POLICY.paymentTermDays} days, by card or bank transfer.`,
  'Prices are in US dollars; changes to the scope are always quoted before any work starts.',
];

export default function PricingPage() {
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Simple, transparent pricing"
        lead="Clear starting prices for our most requested projects. After a free discovery call you receive a written proposal with a fixed price for your exact scope."
      />
      <Section
        id="packages"
        title="Packages"
        lead="Our three most requested projects, with what is included and how long they usually take."
      >
        <PricingCards packages={PRICING_PACKAGES} />
      </Section>

      <Section
        id="all-prices"
        tone="muted"
        title="Every service at a glance"
        lead="Starting prices and typical timelines. Most projects combine two or three services."
      >
        <Card withBorder radius="lg" padding={0}>
          <Table verticalSpacing="md" horizontalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Service</Table.Th>
                <Table.Th scope="col">Starting price</Table.Th>
                <Table.Th scope="col">Typical timeline</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {SERVICES.map((service) => (
                <Table.Tr key={service.name}>
                  <Table.Th scope="row" fw={600}>
                    {service.name}
                  </Table.Th>
                  <Table.Td>{service.startingPrice}</Table.Td>
                  <Table.Td>{service.timeline}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
        <Group mt="lg">
          <Button component="a" href="/contact#inquiry" variant="light">
            Get a Quote
          </Button>
        </Group>
      </Section>

      <Section id="included" title="What every project includes">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Card withBorder radius="lg" padding="xl">
            <Title order={3} size="h4" mb="md">
              Included in every project
            </Title>
            <CheckList items={INCLUDED} />
          </Card>
          <Card withBorder radius="lg" padding="xl">
            <Title order={3} size="h4" mb="md">
              Payment terms
            </Title>
            <CheckList items={PAYMENT_TERMS} />
            <Text size="sm" c="dimmed" mt="md">
              Full details are in our{' '}
              <Anchor href="/terms" underline="always">
                Terms of Service
              </Anchor>
              .
            </Text>
          </Card>
        </SimpleGrid>
        <Card withBorder radius="lg" padding="xl" mt="xl">
          <Group justify="space-between" align="center" gap="lg">
            <Stack gap={4} maw={620}>
              <Title order={3} size="h4">
                {CUSTOM_QUOTE.title}
              </Title>
              <Text c="dimmed">{CUSTOM_QUOTE.text}</Text>
            </Stack>
            <Button component="a" href={CUSTOM_QUOTE.action.to}>
              {CUSTOM_QUOTE.action.label}
            </Button>
          </Group>
        </Card>
      </Section>

      <CtaBand
        id="pricing-cta"
        title="Questions about pricing?"
        text={`Read the answers to common questions, or ask us directly. We reply within ${SITE.replyTimeHours} hours.`}
        primary={{ label: 'Talk to Us', to: '/contact' }}
        secondary={{ label: 'Read the FAQ', to: '/faq' }}
      />
    </>
  );
}

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <List
      spacing="sm"
      icon={
        <ThemeIcon size={22} radius="xl" variant="light" aria-hidden="true">
          <IconCheck size={14} stroke={2.5} />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
