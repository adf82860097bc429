import { Container } from '@mantine/core';
import { ComingSoon } from '../../components/coming-soon';
import { PageHero } from '../../components/page-hero';
import { CASE_STUDIES } from '../../features/case-studies/case-studies';
import { CaseStudyCard } from '../../features/case-studies/case-study-card';
import { publicMeta } from './public-meta';

export const meta = () =>
  publicMeta({
    title: 'Portfolio',
    description:
      'Websites, mobile apps and platforms we have designed and built for our clients. Our full portfolio is coming soon.',
    path: '/portfolio',
  });

export default function PortfolioPage() {
  return (
    <>
      <PageHero
        eyebrow="Portfolio"
        title="Our work"
        lead="Websites, mobile apps and platforms we have designed and built for growing businesses."
      />
      <Container size="lg" py={64}>
        <ComingSoon
          title="Our full portfolio is on its way"
          text="We are writing up recent projects with the people who commissioned them, so each entry shows real results rather than just screenshots. In the meantime, read how we transformed an online retailer, explore our services, or tell us about your project."
          links={[
            { label: 'Start a Project', to: '/contact', primary: true },
            { label: 'Explore Services', to: '/services' },
          ]}
        />
        {CASE_STUDIES.map((study) => (
          <div key={study.slug} style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
            <CaseStudyCard study={study} />
          </div>
        ))}
      </Container>
    </>
  );
}
