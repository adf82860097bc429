import type { AuditLevel } from '@agency/shared/enums';
import type { LogEntryOnWire } from '@agency/shared/logs';
import { actionType, type LogActionType } from '@agency/shared/logs-values';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { activityTime } from '../activity-time';

const LEVEL_COLORS: Record<AuditLevel, string> = { info: 'blue', warning: 'yellow', error: 'red', success: 'green' };

// 001 §9: created, updated/changed, deleted, viewed, uploaded and invited each styled apart; others the default.
const ACTION_STYLES: Record<LogActionType, { color: string; variant: 'light' | 'outline' }> = {
  created: { color: 'green', variant: 'light' },
  updated: { color: 'blue', variant: 'light' },
  deleted: { color: 'red', variant: 'light' },
  viewed: { color: 'gray', variant: 'light' },
  uploaded: { color: 'violet', variant: 'light' },
  invited: { color: 'teal', variant: 'light' },
  other: { color: 'gray', variant: 'outline' },
};

/** The details as `key: value` pairs, for one cell. */
function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

function target(entry: LogEntryOnWire): string | null {
  if (entry.targetLabel) return entry.targetLabel;
  if (!entry.targetType) return null;
  return entry.targetId ? `${entry.targetType} ${entry.targetId}` : entry.targetType;
}

interface Props {
  items: readonly LogEntryOnWire[];
  now: Date;
}

/** The entries, newest first; the table scrolls inside its own box on a narrow screen, never the page. */
export function LogTable({ items, now }: Props) {
  const { t, i18n } = useTranslation('logs');
  const { dateTime } = useFormat();
  const none = t('entry.none');
  return (
    <Table.ScrollContainer minWidth={960} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table verticalSpacing="xs" striped highlightOnHover aria-label={t('list.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.level')}</Table.Th>
            <Table.Th>{t('columns.time')}</Table.Th>
            <Table.Th>{t('columns.action')}</Table.Th>
            <Table.Th>{t('columns.category')}</Table.Th>
            <Table.Th>{t('columns.user')}</Table.Th>
            <Table.Th>{t('columns.target')}</Table.Th>
            <Table.Th>{t('columns.details')}</Table.Th>
            <Table.Th>{t('columns.ip')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((entry) => {
            const style = ACTION_STYLES[actionType(entry.action)];
            const details = detailsText(entry.details);
            return (
              <Table.Tr key={entry.id}>
                <Table.Td>
                  <Badge color={LEVEL_COLORS[entry.level]} variant="light" miw="max-content">
                    {t(`levels.${entry.level}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" component="time" dateTime={entry.createdAt} title={dateTime(entry.createdAt)}>
                    {activityTime(entry.createdAt, now, i18n.language)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge
                    color={style.color}
                    variant={style.variant}
                    tt="none"
                    miw="max-content"
                    data-action-type={actionType(entry.action)}
                  >
                    {entry.action}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Badge color="gray" variant="dot" miw="max-content">
                    {t(`categories.${entry.category}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm">{entry.actorName ?? entry.actorEmail ?? t('entry.anonymous')}</Text>
                    {entry.actorName && entry.actorEmail && (
                      <Text size="xs" c="dimmed">
                        {entry.actorEmail}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td miw={140}>
                  <Text size="sm" style={{ overflowWrap: 'break-word' }}>
                    {target(entry) ?? none}
                  </Text>
                </Table.Td>
                <Table.Td maw={280}>
                  <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {details || none}
                  </Text>
                  {entry.userAgent && (
                    <Text size="xs" c="dimmed" lineClamp={1} title={entry.userAgent}>
                      {t('entry.userAgent', { agent: entry.userAgent })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {entry.ip ?? none}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
