import type { TeamMemberOnWire } from '@agency/shared/projects';
import { TEAM_AVATARS_SHOWN } from '@agency/shared/projects-values';
import { Avatar, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** 001 §9: the first three team members as initials avatars (D26), then "+N". */
export function TeamAvatars({ team, count, size = 32 }: { team: TeamMemberOnWire[]; count: number; size?: number }) {
  const { t } = useTranslation('projects');
  const rest = count - Math.min(team.length, TEAM_AVATARS_SHOWN);
  if (count === 0) return null;
  return (
    <Tooltip.Group openDelay={200}>
      <Avatar.Group spacing={6} aria-label={t('card.teamLabel', { count })}>
        {team.slice(0, TEAM_AVATARS_SHOWN).map((member) => (
          <Tooltip key={member.id} label={member.name} withArrow>
            <Avatar name={member.name} color="initials" size={size} alt={member.name} />
          </Tooltip>
        ))}
        {rest > 0 && (
          <Avatar size={size} title={t('card.moreMembers', { count: rest })}>
            +{rest}
          </Avatar>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
