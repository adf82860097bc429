import { EMAIL_FREQUENCIES, type EmailFrequency, NOTIFICATION_TYPES } from '@agency/shared/enums';
import { Alert, Card, Center, Divider, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useNotificationEmails, useUpdateNotificationEmails } from '../api/notification-emails';

/**
 * Settings → Notifications (D19, D23): per notification type, e-mailed immediately, in a daily digest, or never.
 * Every choice is saved on the server as it is made; the bell, the page and toasts show every notification whatever
 * is chosen here.
 */
export function NotificationsSection() {
  const { t } = useTranslation('settings');
  const preferences = useNotificationEmails();
  const update = useUpdateNotificationEmails();

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="notification-emails-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id="notification-emails-title">
            {t('notifications.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('notifications.description')}
          </Text>
        </Stack>
        {update.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(update.error, t('notifications.saveFailed'))}
          </Alert>
        )}
        {preferences.isPending ? (
          <Center py="lg">
            <Loader size="sm" role="status" aria-label={t('notifications.loading')} />
          </Center>
        ) : preferences.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(preferences.error, t('notifications.loadFailed'))}
          </Alert>
        ) : (
          <Stack gap="sm">
            {NOTIFICATION_TYPES.map((type, index) => (
              <Fragment key={type}>
                {index > 0 && <Divider />}
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Stack gap={0} style={{ flex: '1 1 200px' }}>
                    <Text fw={500} id={`notification-emails-${type}`}>
                      {t(`notifications.types.${type}.label`)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`notifications.types.${type}.hint`)}
                    </Text>
                  </Stack>
                  <SegmentedControl
                    aria-labelledby={`notification-emails-${type}`}
                    data-testid={`notification-emails-${type}`}
                    data={EMAIL_FREQUENCIES.map((value) => ({
                      value,
                      label: t(`notifications.frequencies.${value}`),
                    }))}
                    value={preferences.data[type]}
                    onChange={(value) => update.mutate({ [type]: value as EmailFrequency })}
                    size="xs"
                  />
                </Group>
              </Fragment>
            ))}
            <Text size="xs" c="dimmed" mt="xs">
              {t('notifications.note')}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
