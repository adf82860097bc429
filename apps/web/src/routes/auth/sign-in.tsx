import { BRAND } from '@agency/shared/brand';
import { SITE } from '@agency/shared/site';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Sign in', description: `Sign in to the ${BRAND.name} client portal.`, noIndex: true });

export default function SignInPage() {
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        Sign in
      </Title>
      <Text c="dimmed">
        Sign in to the {BRAND.name} portal to follow your projects, proposals, invoices and messages.
      </Text>
      <Text size="sm">
        Need access? Accounts are given by our team. Write to{' '}
        <Anchor href={`mailto:${SITE.contactEmail}`}>{SITE.contactEmail}</Anchor>.
      </Text>
    </Stack>
  );
}
