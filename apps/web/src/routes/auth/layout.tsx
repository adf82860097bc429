// Like the portal, these client-rendered pages load the notifications' stylesheet with their own lazy route; Mantine's
// components bring their own (mantine-css-per-component.ts).
import '@mantine/notifications/styles.layer.css';
import { Anchor, Container, Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { PortalProviders } from '../../app/portal-providers';
import { BrandLink } from '../../components/brand-link';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';

/** Sign-in and account pages: a single card, no marketing navigation to distract from the task. */
export default function AuthLayout() {
  return (
    <PortalProviders>
      <Container size={460} py={{ base: 32, sm: 64 }}>
        <Stack gap="lg">
          <Group justify="space-between">
            <BrandLink />
            <ColorSchemeToggle />
          </Group>
          <Paper component="main" withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Outlet />
          </Paper>
          <Anchor component={Link} to="/" size="sm" ta="center">
            <BackToMain />
          </Anchor>
        </Stack>
      </Container>
    </PortalProviders>
  );
}

/** Inside the providers, so the words follow the chosen language. */
function BackToMain() {
  const { t } = useTranslation('common');
  return t('actions.backToMain');
}
