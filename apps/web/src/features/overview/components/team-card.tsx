import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format';

/** The Team Members card (001 §6: hidden from clients, whose answer carries no team): headcount and who is online. */
export function TeamCard({ team }: { team: { members: number; activeNow: number } }) {
  const { t } = useTranslation('overview');
  const format = useFormat();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="overview-team" data-testid="overview-team">
      <Group gap="xs" mb="xs">
        <IconUsersGroup size={20} aria-hidden="true" />
        <Title order={2} size="h4" id="overview-team">
          {t('team.title')}
        </Title>
      </Group>
      <SimpleGrid cols={2} spacing="sm">
        <Stack gap={0}>
          <Text fz={24} fw={700}>
            {format.number(team.members)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('team.members')}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text fz={24} fw={700}>
            {format.number(team.activeNow)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('team.activeNow')}
          </Text>
        </Stack>
      </SimpleGrid>
      <Anchor component={Link} to="/dashboard/team" size="sm" mt="sm" display="inline-block">
        {t('team.view')}
      </Anchor>
    </Card>
  );
}
