import { Badge, Card, Divider, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEntryOnWire } from '../api/get-event';
import { entryTime, entryWhen } from './when';

interface AgendaListProps {
  title: string;
  empty: string;
  entries: CalendarEntryOnWire[] | undefined;
  onOpen: (entry: CalendarEntryOnWire) => void;
  /** Today's list shows times only; Upcoming the day too. */
  withDay: boolean;
}

/** Today's Events or Upcoming (001 §2): each entry opens its details. */
export function AgendaList({ title, empty, entries, onOpen, withDay }: AgendaListProps) {
  const { t, i18n } = useTranslation('calendar');
  const allDay = t('agenda.allDay');
  const id = `agenda-${withDay ? 'upcoming' : 'today'}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h5" id={id} mb="xs">
        {title}
      </Title>
      {!entries ? (
        <Stack gap="xs">
          <Skeleton h={16} />
          <Skeleton h={16} />
        </Stack>
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap={0}>
          {entries.map((entry, index) => (
            <Fragment key={entry.key}>
              {index > 0 && <Divider />}
              <UnstyledButton onClick={() => onOpen(entry)} py={8} data-testid="agenda-entry">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {entry.title}
                </Text>
                <Group gap={6}>
                  <Text size="xs" c="dimmed">
                    {withDay ? entryWhen(entry, i18n.language, allDay) : entryTime(entry, i18n.language, allDay)}
                  </Text>
                  {entry.source !== 'event' && (
                    <Badge size="xs" variant="light" color={entry.source === 'invoice-due' ? 'orange' : 'red'}>
                      {t(`sources.${entry.source}`)}
                    </Badge>
                  )}
                  {entry.myResponse === 'pending' && (
                    <Badge size="xs" variant="outline">
                      {t('responses.pending')}
                    </Badge>
                  )}
                </Group>
              </UnstyledButton>
            </Fragment>
          ))}
        </Stack>
      )}
    </Card>
  );
}
