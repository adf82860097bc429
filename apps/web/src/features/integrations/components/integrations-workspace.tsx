import { Modal, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EndpointsTable } from './endpoints-table';
import { IntegrationsCatalogue } from './integrations-catalogue';
import { WebhookForm } from './webhook-form';

/** The catalogue on top, the organisation's endpoints below; Connect on Webhooks or Slack opens its form. */
export function IntegrationsWorkspace() {
  const { t } = useTranslation(['integrations', 'common']);
  const [adding, setAdding] = useState<'json' | 'slack' | null>(null);
  return (
    <Stack gap="xl">
      <IntegrationsCatalogue onAddEndpoint={setAdding} />
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('endpoints.title')}
        </Title>
        <EndpointsTable />
      </Stack>
      <Modal
        size="lg"
        opened={adding !== null}
        onClose={() => setAdding(null)}
        title={t(adding === 'slack' ? 'form.slackTitle' : 'form.webhookTitle')}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        {adding && <WebhookForm format={adding} onDone={() => setAdding(null)} />}
      </Modal>
    </Stack>
  );
}
