import { Button } from '@mantine/core';
import { CtaBand } from '../../components/cta-band';
import { PageHero } from '../../components/page-hero';
import { Section } from '../../components/section';
import { POLICY } from '../../config/policy-figures';
import { ProcessSteps } from '../../features/marketing/components/process-steps';
import { ServiceCards } from '../../features/marketing/components/service-cards';
import { PROCESS_STEPS, SERVICE_CARDS } from '../../features/marketing/services-content';
import { publicMeta } from './public-meta';

export const meta = () =>
  publicMeta({
    title: 'Services',
    description:
      'Web development, mobile apps, UI/UX design, cloud solutions, SaaS development and digital transformation, with starting prices and timelines.',
    path: '/services',
  });

export default function ServicesPage() {
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Services built around your goals"
        lead="Six ways we help businesses grow online. Each comes with a clear starting price and timeline, and every engagement follows the same proven four-step process."
        actions={
          <>
            <Button component="a" href="/contact" size="md">
              Start a Project
            </Button>
            <Button component="a" href="/portfolio" size="md" variant="default">
              View Our Work
            </Button>
          </>
        }
      />
      <Section
        id="all-services"
        title="What we offer"
        lead="Pick one service or combine several: one team covers the whole journey."
      >
        <ServiceCards services={SERVICE_CARDS} />
      </Section>
      <Section
        id="process"
        tone="muted"
        eyebrow="How we work"
        title="Our four-step process"
        lead="The same clear steps for every project, so you always know what happens next and what it costs."
      >
        <ProcessSteps steps={PROCESS_STEPS} />
      </Section>
      <CtaBand
        id="services-cta"
        title="Not sure which service you need?"
        text={`Tell us what you want to achieve. We will suggest the right mix in a free ${POLICY.discoveryCallMinutes}-minute discovery call.`}
        primary={{ label: 'Get a Free Consultation', to: '/contact' }}
        secondary={{ label: 'See Our Portfolio', to: '/portfolio' }}
      />
    </>
  );
}
