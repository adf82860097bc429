import { ActionIcon, Anchor, Box, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '../../../components/deferred-tooltip';
import { linksIn, splitLinks } from '../links';

/** A mail's plain text as the recipient would read it, its links clickable, then each link with a copy button. */
export function MailText({ text }: { text: string }) {
  const links = linksIn(text);
  const { t } = useTranslation('outbox');
  return (
    <Stack gap="md">
      <Box
        component="pre"
        m={0}
        p="md"
        fz="sm"
        bg="var(--mantine-color-default-hover)"
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', borderRadius: 8 }}
      >
        {splitLinks(text).map((part) =>
          part.kind === 'link' ? (
            <Anchor key={part.at} href={part.value} target="_blank" rel="noopener noreferrer" inherit>
              {part.value}
            </Anchor>
          ) : (
            <span key={part.at}>{part.value}</span>
          ),
        )}
      </Box>
      {links.length > 0 && (
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('mail.links')}
          </Text>
          {links.map((link) => (
            <Group key={link} gap="xs" wrap="nowrap" align="flex-start">
              <CopyLinkButton link={link} />
              <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {link}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function CopyLinkButton({ link }: { link: string }) {
  const { t } = useTranslation('outbox');
  return (
    <CopyButton value={link}>
      {({ copied, copy }) => (
        <DeferredTooltip label={copied ? t('mail.copied') : t('mail.copyLink')} withArrow>
          <ActionIcon
            variant="light"
            color={copied ? 'teal' : 'gray'}
            onClick={copy}
            aria-label={copied ? t('mail.linkCopied') : t('mail.copyLinkLabel', { link })}
          >
            {copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
          </ActionIcon>
        </DeferredTooltip>
      )}
    </CopyButton>
  );
}
