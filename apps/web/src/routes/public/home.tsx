import { BRAND } from '@agency/shared/brand';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { CtaBand } from '../../components/cta-band';
import { PageHero } from '../../components/page-hero';
import { Section } from '../../components/section';
import { HighlightGrid } from '../../features/marketing/components/highlight-grid';
import { PricingCards } from '../../features/marketing/components/pricing-cards';
import { StatStrip } from '../../features/marketing/components/stat-strip';
import { TestimonialCards } from '../../features/marketing/components/testimonial-cards';
import {
  CLOSING_CTA,
  CUSTOM_QUOTE,
  HOME_HERO,
  HOME_STATS,
  SERVICE_HIGHLIGHTS,
  TESTIMONIALS,
  VALUE_POINTS,
} from '../../features/marketing/home-content';
import { PRICING_PACKAGES } from '../../features/marketing/pricing-packages';
import { publicMeta } from './public-meta';

export const meta = () =>
  publicMeta({
    title: BRAND.name,
    description: `${BRAND.name} designs and builds websites, mobile apps and SaaS platforms for growing businesses, from the first workshop to support after launch.`,
    path: '/',
  });

export default function HomePage() {
  return (
    <>
      <PageHero
        size="home"
        eyebrow={HOME_HERO.eyebrow}
        title={HOME_HERO.title}
        lead={HOME_HERO.lead}
        actions={
          <>
            <Button component="a" href={HOME_HERO.primary.to} size="md" rightSection={<IconArrowRight size={18} />}>
              {HOME_HERO.primary.label}
            </Button>
            <Button component="a" href={HOME_HERO.secondary.to} size="md" variant="default">
              {HOME_HERO.secondary.label}
            </Button>
          </>
        }
      />
      <StatStrip stats={HOME_STATS} />

      <Section
        id="services"
        eyebrow="What we do"
        title="Everything you need to launch and grow online"
        lead="From a fast marketing site to a complete SaaS platform, one team takes your product from idea to launch and beyond."
      >
        <HighlightGrid items={SERVICE_HIGHLIGHTS} columns={{ base: 1, sm: 2, md: 4 }} />
        <Anchor href="/services" mt="xl" display="inline-flex" style={{ alignItems: 'center', gap: 4 }} fw={600}>
          Explore all services <IconArrowRight size={16} aria-hidden="true" />
        </Anchor>
      </Section>

      <Section
        id="why-us"
        tone="muted"
        eyebrow="Why clients choose us"
        title="A partner, not just a vendor"
        lead="We work in the open, agree the price up front and stay with you after launch."
      >
        <HighlightGrid items={VALUE_POINTS} columns={{ base: 1, sm: 2 }} variant="plain" />
      </Section>

      <Section id="testimonials" eyebrow="Testimonials" title="What our clients say" align="center">
        <TestimonialCards testimonials={TESTIMONIALS} />
      </Section>

      <Section
        id="pricing"
        tone="muted"
        eyebrow="Packages"
        title="Clear starting prices"
        lead="Every project gets a written proposal with a fixed price for the agreed scope. These are our most requested packages."
        align="center"
      >
        <PricingCards packages={PRICING_PACKAGES} />
        <Group justify="center" mt="xl">
          <Anchor href="/pricing" fw={600}>
            Compare all packages and prices
          </Anchor>
        </Group>
        <Card withBorder radius="lg" padding="xl" mt="xl">
          <Group justify="space-between" align="center" gap="lg">
            <Stack gap={4} maw={620}>
              <Title order={3} size="h4">
                {CUSTOM_QUOTE.title}
              </Title>
              <Text c="dimmed">{CUSTOM_QUOTE.text}</Text>
            </Stack>
            <Button component="a" href={CUSTOM_QUOTE.action.to} variant="default">
              {CUSTOM_QUOTE.action.label}
            </Button>
          </Group>
        </Card>
      </Section>

      <CtaBand id="get-started" {...CLOSING_CTA} />
    </>
  );
}
