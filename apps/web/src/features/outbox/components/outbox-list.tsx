import { OUTBOX_STATUSES, type OutboxStatus } from '@agency/shared/enums';
import type { OutboxMail } from '@agency/shared/outbox';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMailOff, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useOutbox } from '../api/list-outbox';
import { MailText } from './mail-text';

// The kinds of mail the product writes today; an unknown kind is shown as it is stored.
const KIND_LABELS: Record<string, string> = {
  invitation: 'Invitation',
  'password-reset': 'Password reset',
  'contact-inquiry': 'Contact inquiry',
  'contact-acknowledgement': 'Contact acknowledgement',
  'newsletter-confirmation': 'Newsletter confirmation',
};
const KIND_OPTIONS = Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }));

const STATUS_COLORS: Record<OutboxStatus, string> = {
  pending: 'yellow',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
};
const STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};
const STATUS_OPTIONS = OUTBOX_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

const dateTime = (date: Date) => date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const kindLabel = (kind: string | null) => (kind ? (KIND_LABELS[kind] ?? kind) : 'Other');

/** Outgoing mail newest first, filtered by recipient, kind and status, a page at a time; a click opens one. */
export function OutboxList() {
  const [to, setTo] = useState('');
  const [kind, setKind] = useState<string | null>(null);
  const [status, setStatus] = useState<OutboxStatus | null>(null);
  const [recipient] = useDebouncedValue(to.trim(), 300);
  const [opened, setOpened] = useState<OutboxMail | null>(null);
  const outbox = useOutbox({ to: recipient, kind, status });
  const items = outbox.data?.pages.flatMap((page) => page.items) ?? [];
  const deliveryConfigured = outbox.data?.pages[0]?.deliveryConfigured ?? true;

  return (
    <Stack gap="md">
      {!deliveryConfigured && (
        <Alert color="yellow" variant="light" icon={<IconMailOff size={20} aria-hidden="true" />}>
          E-mail delivery is not configured: messages wait here and nobody receives them. Open a message to read it,
          copy its link and pass it on yourself.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label="Recipient"
          placeholder="name@example.com"
          type="email"
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
        />
        <Select label="Kind" placeholder="All kinds" data={KIND_OPTIONS} value={kind} onChange={setKind} clearable />
        <Select
          label="Status"
          placeholder="Any status"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(value) => setStatus(value as OutboxStatus | null)}
          clearable
        />
      </SimpleGrid>
      {outbox.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading messages" />
        </Center>
      )}
      {outbox.isError && (
        <Alert color="red" title="Messages could not be loaded">
          {errorMessage(outbox.error, 'Please reload the page to try again.')}
        </Alert>
      )}
      {outbox.isSuccess && items.length === 0 && (
        <Text c="dimmed" py="lg">
          {recipient || kind || status ? 'No messages match these filters.' : 'No messages yet.'}
        </Text>
      )}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Messages">
        {items.map((mail) => (
          <li key={mail.id}>
            <MailRow mail={mail} onOpen={() => setOpened(mail)} />
          </li>
        ))}
      </Stack>
      {outbox.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => outbox.fetchNextPage()} loading={outbox.isFetchingNextPage}>
            Load more
          </Button>
        </Group>
      )}
      <Modal
        opened={opened !== null}
        onClose={() => setOpened(null)}
        title={opened?.subject}
        size="lg"
        styles={{ title: { fontWeight: 700 } }}
      >
        {opened && <MailDetails mail={opened} />}
      </Modal>
    </Stack>
  );
}

function StatusBadge({ status }: { status: OutboxStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

function MailRow({ mail, onOpen }: { mail: OutboxMail; onOpen: () => void }) {
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
        To {mail.to.join(', ')}
      </Text>
      <Text size="xs" c="dimmed" mt={2}>
        {kindLabel(mail.kind)} · {dateTime(mail.createdAt)}
      </Text>
    </Paper>
  );
}

function MailDetails({ mail }: { mail: OutboxMail }) {
  const rows: [string, string][] = [
    ['To', mail.to.join(', ')],
    ['Kind', kindLabel(mail.kind)],
    ['Written', dateTime(mail.createdAt)],
    ['Sent', mail.sentAt ? dateTime(mail.sentAt) : 'Not sent'],
    ['Attempts', String(mail.attempts)],
  ];
  return (
    <Stack gap="md">
      <Group gap="xs">
        <StatusBadge status={mail.status} />
      </Group>
      <Stack gap={4} component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
            <Text component="dt" size="sm" c="dimmed" w={80} style={{ flexShrink: 0 }}>
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
      {mail.lastError && (
        <Alert color="red" variant="light" title="Last error">
          {mail.lastError}
        </Alert>
      )}
      <MailText text={mail.text} />
    </Stack>
  );
}
