import { can } from '@agency/shared/permissions';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';

/**
 * Settings › Integrations (D23). The product's connections live where they are used: an admin's webhooks, Slack and
 * the catalogue on the Integrations screen (D22), the private calendar feed on
 * the Calendar (for any calendar app), and e-mail notifications in this page's Notifications section. This section
 * says where, rather than repeating them.
 */
export function IntegrationsSection() {
  const { t } = useTranslation('settings');
  const role = useSession().data?.user.role;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="integrations-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="integrations-title">
          {t('sections.integrations')}
        </Title>
        {can(role, 'integration:manage') && (
          <Stack gap={4}>
            <Text fw={600}>{t('integrations.catalogueTitle')}</Text>
            <Text size="sm">{t('integrations.catalogueText')}</Text>
            <Anchor component={Link} to="/dashboard/integrations" size="sm">
              {t('integrations.catalogueLink')}
            </Anchor>
          </Stack>
        )}
        {can(role, 'calendar:read') && (
          <Stack gap={4}>
            <Text fw={600}>{t('integrations.calendarTitle')}</Text>
            <Text size="sm">{t('integrations.calendarText')}</Text>
            <Anchor component={Link} to="/dashboard/calendar" size="sm">
              {t('integrations.calendarLink')}
            </Anchor>
          </Stack>
        )}
        <Stack gap={4}>
          <Text fw={600}>{t('integrations.emailTitle')}</Text>
          <Text size="sm">{t('integrations.emailText')}</Text>
          <Anchor component={Link} to="/dashboard/settings?section=notifications" size="sm">
            {t('integrations.emailLink')}
          </Anchor>
        </Stack>
      </Stack>
    </Card>
  );
}
