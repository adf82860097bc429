import { QUOTE_MESSAGES, type QuoteRequestBody, quoteRequestBody } from '@agency/shared/proposals';
import { CONTACT_BUDGETS, CONTACT_TIMELINES } from '@agency/shared/site';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage, translateMessage } from '../../../lib/error-message';
import { showServerErrors, useSchemaForm } from '../../../lib/form';
import { useRequestQuote } from '../api/request-quote';

/** Request a quote (a client): what they need, a budget range and a timeline; it reaches the agency as a lead. */
export function QuoteRequestModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['proposals', 'common']);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      opened={opened}
      onClose={onClose}
      title={t('quote.title')}
      styles={{ title: { fontWeight: 700 } }}
      size="lg"
    >
      {opened && <QuoteForm onDone={onClose} />}
    </Modal>
  );
}

function QuoteForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('proposals');
  const request = useRequestQuote();
  const form = useSchemaForm<QuoteRequestBody>(quoteRequestBody, {
    initialValues: { need: '', budget: 'Not sure yet', timeline: '1-3 months' },
  });

  const submit = form.onSubmit((body) =>
    request.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: translateMessage(QUOTE_MESSAGES.sent) });
        onDone();
      },
      onError: (error) => showServerErrors(form, error),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('quote.need')}
          description={t('quote.needHint')}
          {...form.getInputProps('need')}
          autosize
          minRows={4}
          required
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label={t('quote.budget')}
            data={CONTACT_BUDGETS.map((value) => ({ value, label: t(`quote.budgets.${value}`) }))}
            {...form.getInputProps('budget')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('quote.timeline')}
            data={CONTACT_TIMELINES.map((value) => ({ value, label: t(`quote.timelines.${value}`) }))}
            {...form.getInputProps('timeline')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        {request.isError && (
          <Alert color="red" role="alert">
            {errorMessage(request.error, t('quote.failed'))}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={request.isPending}>
            {t('quote.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
