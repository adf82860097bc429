import { type ProjectDetailOnWire, rateProjectBody } from '@agency/shared/projects';
import { Alert, Button, Card, Group, Input, Rating, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { useRateProject } from '../api/rate-project';

/** A client rates their organisation's completed project 1-5 with a comment; they may change it later. */
export function RatingForm({ project }: { project: ProjectDetailOnWire }) {
  const { t } = useTranslation('projects');
  const rate = useRateProject();
  const mine = project.myRating;
  const form = useSchemaForm<{ rating: number; comment: string }>(rateProjectBody, {
    initialValues: { rating: mine?.rating ?? 0, comment: mine?.comment ?? '' },
  });
  const submit = form.onSubmit((values) =>
    rate.mutate(
      { projectId: project.id, body: values },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('rating.thanks') }),
        onError: (error) => showServerErrors(form, error),
      },
    ),
  );
  const rating = form.getInputProps('rating');

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <div>
            <Text fw={700}>{mine ? t('rating.yours') : t('rating.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('rating.intro')}
            </Text>
          </div>
          {rate.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(rate.error, t('rating.failed'))}
            </Alert>
          )}
          <Input.Wrapper label={t('rating.stars')} error={rating.error} required>
            <Rating
              size="lg"
              value={form.getValues().rating}
              onChange={(value) => form.setFieldValue('rating', value)}
              aria-label={t('rating.stars')}
            />
          </Input.Wrapper>
          <Textarea
            label={t('rating.comment')}
            placeholder={t('rating.commentPlaceholder')}
            autosize
            minRows={2}
            {...form.getInputProps('comment')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={rate.isPending}>
              {mine ? t('rating.update') : t('rating.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
