import { OUTBOX_STATUSES, type OutboxStatus } from '@agency/shared/enums';
import type { OutboxMailOnWire } from '@agency/shared/outbox';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMailOff, IconSearch } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredSelect } from '../../../components/deferred-select';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/url-state';
import { useOutbox } from '../api/list-outbox';
import { MailBody } from './mail-body';

// The kinds of mail the product writes today; an unknown kind is shown as it is stored.
const KINDS = [
  'invitation',
  'password-reset',
  'contact-inquiry',
  'contact-acknowledgement',
  'newsletter-confirmation',
  'proposal-sent',
  'proposal-follow-up',
  'invoice-issued',
  'event-invitation',
  'event-cancelled',
  'notification',
  'notification-digest',
  'pay-statement',
] as const;
type Kind = (typeof KINDS)[number];
const isKnownKind = (kind: string): kind is Kind => (KINDS as readonly string[]).includes(kind);

const STATUS_COLORS: Record<OutboxStatus, string> = {
  pending: 'yellow',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
};
const kindLabel = (kind: string | null, t: TFunction<['outbox', 'ui', 'messages']>) =>
  kind ? (isKnownKind(kind) ? t(`kinds.${kind}`) : kind) : t('kinds.other');

/** Outgoing mail newest first, filtered by recipient, kind and status, a page at a time; a click opens one. */
export function OutboxList() {
  const [to, setTo] = useState('');
  const [kind, setKind] = useState<string | null>(null);
  const [status, setStatus] = useState<OutboxStatus | null>(null);
  const [recipient] = useDebouncedValue(to.trim(), SEARCH_DEBOUNCE_MS);
  const [opened, setOpened] = useState<OutboxMailOnWire | null>(null);
  const outbox = useOutbox({ to: recipient, kind, status });
  const items = outbox.data?.pages.flatMap((page) => page.items) ?? [];
  const deliveryConfigured = outbox.data?.pages[0]?.deliveryConfigured ?? true;
  const { t } = useTranslation(['outbox', 'ui', 'messages', 'common']);

  return (
    <Stack gap="md">
      {!deliveryConfigured && (
        <Alert color="yellow" variant="light" icon={<IconMailOff size={20} aria-hidden="true" />}>
          {t('list.undelivered')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('list.recipient')}
          placeholder="name@example.com"
          type="email"
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
        />
        <DeferredSelect
          label={t('list.kind')}
          placeholder={t('list.allKinds')}
          data={KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          value={kind}
          onChange={setKind}
          clearable
        />
        <DeferredSelect
          label={t('list.status')}
          placeholder={t('list.anyStatus')}
          data={OUTBOX_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          value={status}
          onChange={(value) => setStatus(value as OutboxStatus | null)}
          clearable
        />
      </SimpleGrid>
      {outbox.isPending && (
        <Center py="xl">
          <Loader role="status" aria-label={t('list.loading')} />
        </Center>
      )}
      {outbox.isError && (
        <Alert color="red" title={t('list.loadFailed')}>
          {errorMessage(outbox.error, t('list.reload'))}
        </Alert>
      )}
      {outbox.isSuccess && items.length === 0 && (
        <Text c="dimmed" py="lg">
          {recipient || kind || status ? t('list.noMatch') : t('list.none')}
        </Text>
      )}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.messages')}>
        {items.map((mail) => (
          <li key={mail.id}>
            <MailRow mail={mail} onOpen={() => setOpened(mail)} />
          </li>
        ))}
      </Stack>
      {outbox.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => outbox.fetchNextPage()} loading={outbox.isFetchingNextPage}>
            {t('ui:loadMore')}
          </Button>
        </Group>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        opened={opened !== null}
        onClose={() => setOpened(null)}
        title={opened?.subject}
        size="xl"
        styles={{ title: { fontWeight: 700 } }}
      >
        {opened && <MailDetails mail={opened} />}
      </Modal>
    </Stack>
  );
}

function StatusBadge({ status }: { status: OutboxStatus }) {
  const { t } = useTranslation('outbox');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

function MailRow({ mail, onOpen }: { mail: OutboxMailOnWire; onOpen: () => void }) {
  const { t } = useTranslation(['outbox', 'ui', 'messages']);
  const { dateTime } = useFormat();
  return (
    <Paper
      component="button"
      type="button"
      withBorder
      radius="md"
      p="sm"
      w="100%"
      onClick={onOpen}
      style={{ textAlign: 'left', cursor: 'pointer', color: 'inherit', font: 'inherit' }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Text fw={600} lineClamp={2}>
          {mail.subject}
        </Text>
        <StatusBadge status={mail.status} />
      </Group>
      <Text size="sm" c="dimmed" truncate mt={2}>
        {t('mail.toLine', { to: mail.to.join(', ') })}
      </Text>
      <Text size="xs" c="dimmed" mt={2}>
        {kindLabel(mail.kind, t)} · {dateTime(mail.createdAt)}
      </Text>
    </Paper>
  );
}

function MailDetails({ mail }: { mail: OutboxMailOnWire }) {
  const { t } = useTranslation(['outbox', 'ui', 'messages']);
  const { dateTime, number } = useFormat();
  const rows: [string, string][] = [
    [t('mail.to'), mail.to.join(', ')],
    [t('list.kind'), kindLabel(mail.kind, t)],
    [t('mail.written'), dateTime(mail.createdAt)],
    [t('mail.sent'), mail.sentAt ? dateTime(mail.sentAt) : t('mail.notSent')],
    [t('mail.attempts'), number(mail.attempts)],
  ];
  return (
    <Stack gap="md">
      <Group gap="xs">
        <StatusBadge status={mail.status} />
      </Group>
      <Stack gap={4} component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
            <Text component="dt" size="sm" c="dimmed" w={96} style={{ flexShrink: 0 }}>
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
      {mail.lastError && (
        <Alert color="red" variant="light" title={t('mail.lastError')}>
          {mail.lastError}
        </Alert>
      )}
      <MailBody mail={mail} />
    </Stack>
  );
}
