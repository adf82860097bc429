import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Portfolio',
    description: 'Websites, mobile apps and platforms we have designed and built for our clients.',
  });

export default function PortfolioPage() {
  return (
    <PageIntro
      title="Portfolio"
      lead="Websites, mobile apps and platforms we have designed and built for our clients. Read how we transformed an online retailer's e-commerce platform, or tell us what you would like to build."
    >
      <Group gap="lg">
        <Anchor component={Link} to="/case-studies/ecommerce-transformation">
          Read the e-commerce case study
        </Anchor>
        <Anchor component={Link} to="/services">
          Our services
        </Anchor>
        <Anchor component={Link} to="/contact">
          Start a project
        </Anchor>
      </Group>
    </PageIntro>
  );
}
