import { PRESENCE_CHOICES, type PresenceChoice } from '@agency/shared/live';
import { Menu, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMyPresence, useSetPresence } from '../lib/my-presence';
import { showToast } from '../lib/toast';

const SWATCH: Record<PresenceChoice, string> = {
  auto: 'var(--mantine-color-green-6)',
  away: 'var(--mantine-color-yellow-5)',
  busy: 'var(--mantine-color-red-6)',
};

/** The account menu's status section (001 §4): automatic, away or busy; kept on the server until changed. */
export function PresenceMenuSection() {
  const { t } = useTranslation('live');
  const { data } = useMyPresence();
  const setPresence = useSetPresence();
  const current = data?.choice ?? 'auto';
  const choose = (choice: PresenceChoice) =>
    setPresence.mutate(choice, {
      onError: () => showToast({ type: 'error', message: t('presence.setFailed') }),
    });

  return (
    <>
      <Menu.Label>{t('presence.menuTitle')}</Menu.Label>
      {PRESENCE_CHOICES.map((choice) => (
        <Menu.Item
          key={choice}
          onClick={() => choose(choice)}
          closeMenuOnClick={false}
          disabled={setPresence.isPending}
          aria-checked={current === choice}
          role="menuitemradio"
          leftSection={
            <span
              aria-hidden="true"
              style={{
                display: 'inline-block',
                width: 10,
                height: 10,
                borderRadius: '50%',
                background: SWATCH[choice],
              }}
            />
          }
          rightSection={current === choice ? <IconCheck size={14} aria-hidden="true" /> : null}
        >
          {choice === 'auto' ? t('presence.auto') : t(`presence.${choice}`)}
          {choice === 'auto' ? (
            <Text size="xs" c="dimmed">
              {t('presence.autoHint')}
            </Text>
          ) : null}
        </Menu.Item>
      ))}
    </>
  );
}
