import { Alert, Badge, Button, Center, Loader, NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { useThreads } from '../api/list-threads';
import classes from './messaging.module.css';

/** The Messages workspace's left column: the caller's projects, each with its unread count. */
export function ThreadList({ selected, onSelect }: { selected: string | null; onSelect: (projectId: string) => void }) {
  const { t } = useTranslation('messaging');
  const format = useFormat();
  const threads = useThreads();

  if (threads.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label={t('loading')} />
      </Center>
    );
  }
  if (threads.isError) {
    return <Alert color="red">{errorMessage(threads.error, t('threads.error'))}</Alert>;
  }
  const items = threads.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <Text c="dimmed">{t('threads.empty')}</Text>;

  return (
    <nav aria-label={t('threads.title')} className={classes.threadList}>
      <Stack gap={2}>
        {items.map((thread) => (
          <NavLink
            key={thread.projectId}
            component="button"
            type="button"
            active={thread.projectId === selected}
            aria-current={thread.projectId === selected ? 'true' : undefined}
            onClick={() => onSelect(thread.projectId)}
            label={
              <Text size="sm" fw={thread.unread > 0 ? 700 : 500} lineClamp={1}>
                {thread.projectName}
              </Text>
            }
            description={
              // The selected row's tinted background needs the full text colour (axe: color-contrast).
              <Text size="xs" c={thread.projectId === selected ? 'bright' : 'dimmed'} lineClamp={1}>
                {thread.clientName} ·{' '}
                {thread.lastMessageAt ? format.fromNow(thread.lastMessageAt) : t('threads.noMessages')}
              </Text>
            }
            rightSection={
              thread.unread > 0 ? (
                <Badge size="sm" circle={thread.unread < 10} aria-label={t('threads.unread', { count: thread.unread })}>
                  {thread.unread > 99 ? '99+' : thread.unread}
                </Badge>
              ) : null
            }
          />
        ))}
        {threads.hasNextPage && (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => threads.fetchNextPage()}
            loading={threads.isFetchingNextPage}
          >
            {t('threads.loadMore')}
          </Button>
        )}
      </Stack>
    </nav>
  );
}
