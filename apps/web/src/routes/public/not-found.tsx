import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { PageIntro } from '../../components/page-intro';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Page not found', description: 'The page you asked for does not exist.', noIndex: true });

export default function NotFoundPage() {
  return (
    <PageIntro title="Page not found" lead="The page you asked for does not exist or has moved.">
      <Group>
        <Button component={Link} to="/">
          Back to home
        </Button>
        <Button component={Link} to="/contact" variant="default">
          Contact us
        </Button>
      </Group>
    </PageIntro>
  );
}
