import { type CreateReviewBody, createReviewBody, type EmployeeProfileOnWire } from '@agency/shared/team';
import { Alert, Button, Group, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { useAddReview } from '../api/add-review';

interface ReviewModalProps {
  opened: boolean;
  onClose: () => void;
  profile: EmployeeProfileOnWire;
}

/** An admin's performance review (1–5 stars and a comment); the person is notified by the server. */
export function ReviewModal({ opened, onClose, profile }: ReviewModalProps) {
  const { t } = useTranslation(['team', 'common']);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('review.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {opened && <ReviewForm profile={profile} onDone={onClose} />}
    </Modal>
  );
}

function ReviewForm({ profile, onDone }: { profile: EmployeeProfileOnWire; onDone: () => void }) {
  const { t } = useTranslation('team');
  const add = useAddReview();
  const form = useSchemaForm<{ rating: number; comment: string }>(createReviewBody, {
    initialValues: { rating: 0, comment: '' },
  });
  const submit = form.onSubmit((values: CreateReviewBody) =>
    add.mutate(
      { id: profile.member.id, body: values },
      {
        onSuccess: () => {
          showToast({ type: 'success', message: t('review.saved', { name: profile.member.name }) });
          onDone();
        },
        onError: (error) => showServerErrors(form, error),
      },
    ),
  );
  const ratingError = form.errors.rating;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {add.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(add.error, t('review.failed'))}
          </Alert>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="review-rating-label">
            {t('review.rating')}
          </Text>
          <Rating
            size="lg"
            value={form.getValues().rating}
            onChange={(value) => form.setFieldValue('rating', value)}
            aria-labelledby="review-rating-label"
            getSymbolLabel={(value) => t('profile.ratingValue', { value })}
          />
          {ratingError && (
            <Text size="xs" c="red" role="alert">
              {ratingError}
            </Text>
          )}
        </Stack>
        <Textarea label={t('review.comment')} autosize minRows={4} {...form.getInputProps('comment')} required />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={add.isPending}>
            {t('review.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('review.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
