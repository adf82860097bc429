import type { OverviewEventOnWire } from '@agency/shared/overview';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format';

/** Upcoming Events (001 §2, §9: five): the caller's next events, soonest first. */
export function UpcomingEvents({ events }: { events: OverviewEventOnWire[] }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="analytics-events">
      <Group gap="xs" mb="xs">
        <IconCalendarEvent size={20} aria-hidden="true" />
        <Title order={2} size="h4" id="analytics-events">
          {t('events.title')}
        </Title>
      </Group>
      {events.length === 0 ? (
        <Text c="dimmed" size="sm" py="sm">
          {t('events.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {events.map((event) => (
            <li key={`${event.id}-${event.startsAt}`}>
              <Anchor component={Link} to="/dashboard/calendar" size="sm" fw={600}>
                {event.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                <time dateTime={event.startsAt}>
                  {event.allDay ? format.date(event.startsAt) : format.dateTime(event.startsAt)}
                </time>
                {event.projectName ? ` · ${event.projectName}` : ''}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
