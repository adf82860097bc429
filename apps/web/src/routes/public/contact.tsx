import { Anchor, Button, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconExternalLink } from '@tabler/icons-react';
import { PageHero } from '../../components/page-hero';
import { Section } from '../../components/section';
import { POLICY } from '../../config/policy-figures';
import {
  BOOKING_LINK,
  CONTACT_HERO,
  CONTACT_METHODS,
  FAQ_TEASERS,
  RESPONSE_TIMES,
} from '../../features/contact/contact-content';
import { ContactForm } from '../../features/contact/contact-form';
import classes from '../../features/contact/contact-page.module.css';
import { publicMeta } from './public-meta';

export const meta = () =>
  publicMeta({
    title: 'Contact',
    description: `${CONTACT_HERO.lead} Or book a free ${POLICY.discoveryCallMinutes}-minute discovery call.`,
    path: '/contact',
  });

export default function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow={CONTACT_HERO.eyebrow}
        title={CONTACT_HERO.title}
        lead={CONTACT_HERO.lead}
        actions={
          <>
            <Button component="a" href="#inquiry" size="md" rightSection={<IconArrowRight size={18} />}>
              Start a Project
            </Button>
            <BookingButton />
          </>
        }
      />
      <Section id="contact-methods" title="Ways to reach us">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {CONTACT_METHODS.map(({ icon: Icon, ...method }) => (
            <Card key={method.title} withBorder radius="lg" padding="lg">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
                <Icon size={24} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} size="h4" mt="md">
                {method.title}
              </Title>
              <Text c="dimmed" size="sm" mt={6}>
                {method.text}
              </Text>
              <Anchor
                href={method.action.href}
                mt="sm"
                fw={600}
                display="inline-block"
                {...(method.action.external ? { target: '_blank', rel: 'noopener' } : {})}
              >
                {method.action.label}
                {method.action.external && <NewTabHint />}
              </Anchor>
            </Card>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="inquiry-section" tone="muted">
        <div className={classes.layout}>
          <Card withBorder radius="lg" padding="xl" id="inquiry" className={classes.formCard}>
            <ContactForm />
          </Card>
          <Stack gap="lg" component="aside" aria-label="More about working with us">
            <Card withBorder radius="lg" padding="lg">
              <Title order={2} size="h4">
                Response times
              </Title>
              <dl className={classes.times}>
                {RESPONSE_TIMES.map((row) => (
                  <div key={row.label}>
                    <dt>{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            </Card>
            <Card withBorder radius="lg" padding="lg">
              <Title order={2} size="h4">
                Common questions
              </Title>
              <Stack gap="md" mt="sm">
                {FAQ_TEASERS.map((teaser) => (
                  <div key={teaser.faqId}>
                    <Text fw={600} size="sm">
                      {teaser.question}
                    </Text>
                    <Text c="dimmed" size="sm" mt={2}>
                      {teaser.answer}{' '}
                      <Anchor href={`/faq#${teaser.faqId}`} size="sm" underline="always">
                        Read more<span className="visually-hidden"> about {teaser.question.toLowerCase()}</span>
                      </Anchor>
                    </Text>
                  </div>
                ))}
                <Anchor href="/faq" size="sm" fw={600}>
                  See all questions
                </Anchor>
              </Stack>
            </Card>
            <Card withBorder radius="lg" padding="lg">
              <Title order={2} size="h4">
                See how we work
              </Title>
              <Text c="dimmed" size="sm" mt="xs">
                Read how we helped an online retailer double its mobile revenue in six months.
              </Text>
              <Anchor href="/case-studies" size="sm" fw={600} mt="sm" display="inline-block">
                Browse case studies
              </Anchor>
            </Card>
          </Stack>
        </div>
      </Section>
    </>
  );
}

/** Schedule a Call: the configured booking page, in a new tab (000 §2). */
function BookingButton() {
  return (
    <Button
      component="a"
      href={BOOKING_LINK}
      target="_blank"
      rel="noopener"
      size="md"
      variant="default"
      rightSection={<IconExternalLink size={16} aria-hidden="true" />}
    >
      Schedule a Call
      <NewTabHint />
    </Button>
  );
}

function NewTabHint() {
  return <span className="visually-hidden"> (opens in a new tab)</span>;
}
