import type { OverviewEventOnWire } from '@agency/shared/overview';
import { Anchor, Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format';

/**
 * Today's Events (001 §2, §9): the first three of the caller's events today, then "+N more events", and the
 * "View calendar" link to the calendar workspace.
 */
export function TodaysEvents({ events }: { events: { total: number; items: OverviewEventOnWire[] } }) {
  const { t } = useTranslation('overview');
  const format = useFormat();
  const more = events.total - events.items.length;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="overview-events">
      <Group gap="xs" mb="xs">
        <IconCalendarEvent size={20} aria-hidden="true" />
        <Title order={2} size="h4" id="overview-events">
          {t('events.title')}
        </Title>
      </Group>
      {events.items.length === 0 ? (
        <Text c="dimmed" size="sm" py="sm">
          {t('events.empty')}
        </Text>
      ) : (
        <Stack gap={0}>
          {events.items.map((event, index) => (
            <Fragment key={event.id}>
              {index > 0 && <Divider />}
              <Group gap="sm" py="xs" wrap="nowrap" align="flex-start" data-testid="event">
                <Text size="sm" fw={600} w={72} style={{ flexShrink: 0 }}>
                  {event.allDay ? t('events.allDay') : format.time(event.startsAt)}
                </Text>
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {event.title}
                  </Text>
                  <Group gap={6}>
                    <Badge size="xs" variant="light">
                      {t(`events.types.${event.type}`)}
                    </Badge>
                    {event.projectName && (
                      <Text size="xs" c="dimmed">
                        {event.projectName}
                      </Text>
                    )}
                  </Group>
                  {event.location && (
                    <Text size="xs" c="dimmed">
                      {event.location}
                    </Text>
                  )}
                  {event.meetingUrl && (
                    <Anchor href={event.meetingUrl} target="_blank" rel="noopener noreferrer" size="xs">
                      {t('events.join')}
                    </Anchor>
                  )}
                </Stack>
              </Group>
            </Fragment>
          ))}
          {more > 0 && (
            <Text size="sm" c="dimmed" mt="xs" data-testid="more-events">
              {t('events.more', { count: more })}
            </Text>
          )}
        </Stack>
      )}
      <Anchor component={Link} to="/dashboard/calendar" size="sm" mt="xs" display="inline-block">
        {t('events.viewCalendar')}
      </Anchor>
    </Card>
  );
}
