import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import dayjs from 'dayjs';

interface InvitationLinkProps {
  email: string;
  url: string;
  expiresAt: Date;
  /** Why the admin is handed the link (no mail delivery, or a link asked for). */
  note: string;
}

/** An invitation link for the admin to pass on by hand, with a copy button. */
export function InvitationLink({ email, url, expiresAt, note }: InvitationLinkProps) {
  return (
    <Stack gap="sm">
      <Text size="sm">{note}</Text>
      <Text size="sm">
        Send it to <strong>{email}</strong>. It can be used once, until {dayjs(expiresAt).format('D MMM YYYY, HH:mm')}.
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label="Invitation link"
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
        />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              onClick={copy}
              color={copied ? 'teal' : undefined}
              leftSection={
                copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />
              }
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
