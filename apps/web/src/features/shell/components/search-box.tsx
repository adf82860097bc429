import { ActionIcon, Box, Group, Kbd, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './search-box.module.css';

const isApple = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * The header's quick-search box (000 §2): it opens the portal's global search (Mantine Spotlight, mounted by the
 * layout, loaded on first open: the layout passes `onOpen`, and `onPreload` for hover and focus) and shows its shortcut, Ctrl+K or ⌘K (D12). On a phone it is an icon button.
 */
export function SearchBox({ onOpen, onPreload }: { onOpen: () => void; onPreload: () => void }) {
  const { t } = useTranslation('shell');
  const modifier = isApple() ? '⌘' : 'Ctrl';
  const label = t('search.label', { shortcut: `${modifier}+K` });

  return (
    <>
      <Box
        component="button"
        type="button"
        className={classes.box}
        onClick={onOpen}
        onPointerEnter={onPreload}
        onFocus={onPreload}
        // Named by its visible text ("Search..."), so the accessible name matches what is read on screen.
        aria-keyshortcuts={isApple() ? 'Meta+K' : 'Control+K'}
        visibleFrom="md"
      >
        <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
          <Group gap={8} wrap="nowrap">
            <IconSearch size={16} stroke={1.6} aria-hidden="true" />
            <Text size="sm" c="dimmed">
              {t('search.placeholder')}
            </Text>
          </Group>
          <Group gap={2} wrap="nowrap" aria-hidden="true">
            <Kbd size="xs">{modifier}</Kbd>
            <Kbd size="xs">K</Kbd>
          </Group>
        </Group>
      </Box>
      <ActionIcon
        variant="default"
        size="lg"
        onClick={onOpen}
        onPointerEnter={onPreload}
        onFocus={onPreload}
        aria-label={label}
        hiddenFrom="md"
      >
        <IconSearch size={18} stroke={1.5} aria-hidden="true" />
      </ActionIcon>
    </>
  );
}
