import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportUrl } from '../api/list-statements';

/** Reports: CSV files the server streams (the register by payment date, the employee list). */
export function ReportsTab() {
  const { t } = useTranslation('payroll');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('reports.register')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('reports.registerText')}
          </Text>
          <Group grow>
            <TextInput
              type="date"
              label={t('reports.from')}
              value={from}
              onChange={(e) => setFrom(e.currentTarget.value)}
            />
            <TextInput type="date" label={t('reports.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
          </Group>
          <Button
            component="a"
            href={reportUrl('register', { from: from || undefined, to: to || undefined })}
            download
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('reports.download')}
          </Button>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('reports.employees')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('reports.employeesText')}
          </Text>
          <Button
            component="a"
            href={reportUrl('employees')}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('reports.download')}
          </Button>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
