import { Button, Card, CopyButton, Group, Skeleton, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showToast } from '../../../lib/toast';
import { useFeed, useRotateFeed } from '../api/feed';

/** Calendar Integration (001 §2, D17): the user's private iCalendar address, to copy or replace. */
export function FeedPanel() {
  const { t } = useTranslation('calendar');
  const feed = useFeed();
  const rotate = useRotateFeed();
  const confirmRotate = () =>
    modals.openConfirmModal({
      title: t('feed.rotate'),
      children: <Text size="sm">{t('feed.confirmRotate')}</Text>,
      labels: { confirm: t('feed.rotate'), cancel: t('details.keep') },
      onConfirm: () =>
        rotate.mutate(undefined, {
          onSuccess: () => showToast({ type: 'success', message: t('feed.rotated') }),
          onError: (error) => showToast({ type: 'error', message: errorMessage(error, t('toast.failed')) }),
        }),
    });
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="calendar-feed">
      <Title order={2} size="h5" id="calendar-feed" mb={4}>
        {t('feed.title')}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {t('feed.text')}
      </Text>
      {feed.data ? (
        <>
          <TextInput
            readOnly
            value={feed.data.url}
            aria-label={t('feed.title')}
            size="xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Group gap="xs" mt="xs">
            <CopyButton value={feed.data.url}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? t('feed.copied') : t('feed.copy')}
                </Button>
              )}
            </CopyButton>
            <Button size="xs" variant="subtle" color="red" onClick={confirmRotate} loading={rotate.isPending}>
              {t('feed.rotate')}
            </Button>
          </Group>
        </>
      ) : (
        <Skeleton h={30} />
      )}
    </Card>
  );
}
