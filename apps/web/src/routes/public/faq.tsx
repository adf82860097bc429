import { SITE } from '@agency/shared/site';
import { Anchor } from '@mantine/core';
import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({
    title: 'FAQ and Help',
    description: 'Answers to common questions about our process, pricing, timelines, support and the client portal.',
  });

export default function FaqPage() {
  return (
    <PageIntro
      title="FAQ and Help"
      lead="Answers to common questions about how we work: our process, pricing and payment, timelines, support after launch and the client portal."
    >
      <Anchor href={`mailto:${SITE.contactEmail}`}>Did not find your answer? Email us</Anchor>
    </PageIntro>
  );
}
