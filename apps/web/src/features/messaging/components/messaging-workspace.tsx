import { ActionIcon, Anchor, Card, Center, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { useThreads } from '../api/list-threads';
import { ThreadList } from './thread-list';
import { ThreadView } from './thread-view';

/**
 * The Messages workspace (001 §2 "messaging"): the caller's projects on the left with unread counts, the chosen
 * project's thread on the right; on a phone the list, then the thread. `?project=<id>` selects a thread, so
 * notifications and the project page link straight to one.
 */
export function MessagingWorkspace() {
  const { t } = useTranslation('messaging');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const threads = useThreads();
  const user = session.data?.user;
  const selected = params.get('project');

  // 001 §2: 'Loading messaging system...' until the user's names are known.
  if (!user || threads.isPending) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader role="status" aria-label={t('loading')} />
          <Text c="dimmed">{t('loading')}</Text>
        </Stack>
      </Center>
    );
  }

  const thread = threads.data?.pages.flatMap((page) => page.items).find((item) => item.projectId === selected);
  const select = (projectId: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (projectId) next.set('project', projectId);
        else next.delete('project');
        return next;
      },
      { replace: false },
    );

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 4 }} display={{ base: selected ? 'none' : 'block', md: 'block' }}>
        <Card withBorder radius="md" padding="xs">
          <Title order={2} size="h5" px="xs" pb="xs">
            {t('threads.title')}
          </Title>
          <ThreadList selected={selected} onSelect={select} />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }} display={{ base: selected ? 'block' : 'none', md: 'block' }}>
        <Card withBorder radius="md" padding="sm">
          {selected ? (
            <Stack gap="xs">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <ActionIcon
                    hiddenFrom="md"
                    variant="subtle"
                    aria-label={t('thread.back')}
                    onClick={() => select(null)}
                  >
                    <IconArrowLeft size={18} />
                  </ActionIcon>
                  <Title order={2} size="h4" lineClamp={1}>
                    {thread ? thread.projectName : ''}
                  </Title>
                </Group>
                <Anchor
                  component={Link}
                  to={`/dashboard/projects/${selected}`}
                  size="sm"
                  aria-label={t('thread.openProject')}
                  style={{ flexShrink: 0 }}
                >
                  <Group gap={4} wrap="nowrap">
                    <Text span inherit visibleFrom="sm">
                      {t('thread.openProject')}
                    </Text>
                    <IconExternalLink size={16} aria-hidden="true" />
                  </Group>
                </Anchor>
              </Group>
              <ThreadView key={selected} projectId={selected} me={{ id: user.id, role: user.role }} />
            </Stack>
          ) : (
            <Center mih={200}>
              <Text c="dimmed">{t('thread.choose')}</Text>
            </Center>
          )}
        </Card>
      </Grid.Col>
    </Grid>
  );
}
