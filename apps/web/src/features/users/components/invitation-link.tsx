import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';

interface InvitationLinkProps {
  email: string;
  url: string;
  expiresAt: string | Date;
  /** Why the admin is handed the link (no mail delivery, or a link asked for). */
  note: string;
}

/** An invitation link for the admin to pass on by hand, with a copy button. */
export function InvitationLink({ email, url, expiresAt, note }: InvitationLinkProps) {
  const { t } = useTranslation('users');
  const format = useFormat();
  return (
    <Stack gap="sm">
      <Text size="sm">{note}</Text>
      <Text size="sm">
        <Trans
          t={t}
          i18nKey="link.sendTo"
          values={{ email, until: format.dateTime(expiresAt) }}
          components={{ strong: <strong /> }}
        />
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label={t('link.label')}
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
              {copied ? t('link.copied') : t('link.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
