import { MESSAGE_MAX_LENGTH } from '@agency/shared/messaging-values';
import { ActionIcon, Button, Group, Stack, Switch, Text, Textarea, Tooltip } from '@mantine/core';
import { IconLock, IconRosetteDiscountCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showToast } from '../../../lib/toast';
import { useSendMessage } from '../api/send-message';
import { AttachButton } from './attach-button';
import classes from './messaging.module.css';

export interface ComposerProps {
  projectId: string;
  /** Staff: may write internal notes and ask for approvals. */
  isStaff: boolean;
  onRequestApproval?: () => void;
}

/** 001 §5: empty or whitespace-only is not sent, text is trimmed; Enter sends, Shift+Enter starts a new line. */
export function Composer({ projectId, isStaff, onRequestApproval }: ComposerProps) {
  const { t } = useTranslation('messaging');
  const send = useSendMessage();
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(false);
  const empty = text.trim() === '';

  // The box empties the moment a message goes, so what is typed while it is on its way stays (clearing on success
  // erased it: "Follow-up" became "-up"), and the next Enter sends that at once rather than being swallowed while
  // the first is in flight; a failed send puts its text back in front of anything typed since.
  const submit = () => {
    const sent = text;
    const content = sent.trim();
    if (!content) return;
    setText('');
    send.mutateAsync({ projectId, body: { content, internal } }).catch((error: unknown) => {
      setText((typed) => (typed.trim() ? `${sent.trimEnd()}\n${typed}` : sent));
      showToast({ type: 'error', message: errorMessage(error, t('composer.sendFailed')) });
    });
  };

  return (
    <Stack gap={6}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          aria-label={t('composer.label')}
          placeholder={internal ? t('composer.notePlaceholder') : t('composer.placeholder')}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={MESSAGE_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          classNames={internal ? { input: classes.internal } : undefined}
          style={{ flex: 1 }}
        />
        <AttachButton projectId={projectId} internal={internal} />
        <Tooltip label={t('composer.send')}>
          <ActionIcon
            size={36}
            variant="filled"
            color={internal ? 'yellow' : undefined}
            aria-label={t('composer.send')}
            onClick={submit}
            disabled={empty}
          >
            <IconSend size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group justify="space-between" gap="xs">
        {isStaff ? (
          <Group gap="sm">
            <Switch
              size="sm"
              color="yellow"
              checked={internal}
              onChange={(event) => setInternal(event.currentTarget.checked)}
              label={
                <Group gap={4} wrap="nowrap">
                  <IconLock size={14} aria-hidden="true" />
                  {t('composer.internal')}
                </Group>
              }
              description={internal ? t('composer.internalHint') : undefined}
            />
            {onRequestApproval && (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconRosetteDiscountCheck size={14} aria-hidden="true" />}
                onClick={onRequestApproval}
              >
                {t('composer.requestApproval')}
              </Button>
            )}
          </Group>
        ) : (
          <span />
        )}
        <Text size="xs" c="dimmed" visibleFrom="sm">
          {t('composer.hint')}
        </Text>
      </Group>
    </Stack>
  );
}
