import { badgeCount } from '@agency/shared/badge-count';
import type { Role } from '@agency/shared/enums';
import type { ShellBadges } from '@agency/shared/shell';
import { Badge, Box, Collapse, Divider, Group, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CornerIndicator } from '../../../components/corner-indicator';
import { DeferredTooltip } from '../../../components/deferred-tooltip';
import { type NavGroupKey, navFor, navItemFor, type PortalNavItem } from '../../../config/portal-navigation';
import { ROLE_COLORS } from '../../../config/roles';
import { isStringArray, useStoredValue } from '../../../lib/use-preference';
import { BADGES_STALE_MS, useBadges } from '../api/get-badges';
import classes from './shell-nav.module.css';

/** The groups the user closed, kept in the browser as a preference (D9). */
const CLOSED_GROUPS_KEY = 'portal-nav-closed-groups';
const NONE_CLOSED: NavGroupKey[] = [];
const isGroupKeys = (value: unknown): value is NavGroupKey[] => isStringArray(value);

interface ShellNavProps {
  role: Role;
  /** Icons only (the collapsed 80 px sidebar), each with a tooltip and an accessible name. */
  compact: boolean;
  onNavigate: () => void;
}

/** The sidebar (000 §2): the role label, then the groups this role sees, each expandable, with computed badges. */
export function ShellNav({ role, compact, onNavigate }: ShellNavProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { data: badges, dataUpdatedAt, refetch } = useBadges();
  // Besides focus and the interval, moving to another section refreshes counts older than the query's stale time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of section, by design.
  useEffect(() => {
    if (dataUpdatedAt > 0 && Date.now() - dataUpdatedAt > BADGES_STALE_MS) void refetch();
  }, [pathname]);
  const [closed, setClosed] = useStoredValue(CLOSED_GROUPS_KEY, NONE_CLOSED, isGroupKeys);
  const current = navItemFor(pathname)?.to;
  const groups = navFor(role);

  const toggle = (key: NavGroupKey) =>
    setClosed((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));

  const roleLabel = t(`roles.${role}`);

  return (
    <Stack gap="xs">
      <Group justify={compact ? 'center' : 'flex-start'} px={compact ? 0 : 'xs'} pb={4}>
        {compact ? (
          <DeferredTooltip label={roleLabel} position="right">
            <Badge
              color={ROLE_COLORS[role]}
              variant="light"
              size="lg"
              circle
              aria-label={roleLabel}
              data-testid="role-label"
            >
              {roleLabel.charAt(0)}
            </Badge>
          </DeferredTooltip>
        ) : (
          <Badge color={ROLE_COLORS[role]} variant="light" size="md" data-testid="role-label">
            {roleLabel}
          </Badge>
        )}
      </Group>
      {groups.map((group, index) => {
        const open = compact || !closed.includes(group.key) || group.items.some((item) => item.to === current);
        const links = group.items.map((item) => (
          <NavEntry
            key={item.to}
            item={item}
            label={t(`nav.${item.label}`)}
            active={item.to === current}
            compact={compact}
            count={item.badge ? badges?.[item.badge as keyof ShellBadges] : undefined}
            onNavigate={onNavigate}
          />
        ));
        if (compact) {
          return (
            <Stack key={group.key} gap={4}>
              {index > 0 && <Divider />}
              {links}
            </Stack>
          );
        }
        const headingId = `nav-group-${group.key}`;
        return (
          <Box key={group.key} component="section" aria-labelledby={headingId}>
            <button
              type="button"
              className={classes.groupToggle}
              onClick={() => toggle(group.key)}
              aria-expanded={open}
              aria-controls={`${headingId}-items`}
            >
              <Text id={headingId} size="xs" fw={700} tt="uppercase" c="dimmed" component="span">
                {t(`groups.${group.key}`)}
              </Text>
              <IconChevronDown size={14} aria-hidden="true" className={classes.chevron} data-open={open || undefined} />
            </button>
            <Collapse expanded={open} id={`${headingId}-items`}>
              <Stack gap={2} pt={4}>
                {links}
              </Stack>
            </Collapse>
          </Box>
        );
      })}
    </Stack>
  );
}

interface NavEntryProps {
  item: PortalNavItem;
  label: string;
  active: boolean;
  compact: boolean;
  count: number | undefined;
  onNavigate: () => void;
}

function NavEntry({ item, label, active, compact, count, onNavigate }: NavEntryProps) {
  const { t } = useTranslation('shell');
  const Icon = item.icon;
  const shown = count !== undefined && count > 0;
  // The link's name stays the entry's label; the count is its description ("3 in progress").
  const descriptionId = `nav-badge-${item.label}`;
  const description = shown && item.badge ? t(`badges.${item.badge}`, { n: count }) : undefined;
  const icon = <Icon size={20} stroke={1.5} aria-hidden="true" />;

  // Mantine's NavLink as it looked here (shell-nav.module.css), without its code on the first screen (issue #8).
  const link = (
    <Link
      to={item.to}
      onClick={onNavigate}
      className={`mantine-focus-auto ${classes.link}`}
      data-active={active || undefined}
      data-compact={compact || undefined}
      aria-current={active ? 'page' : undefined}
      aria-label={compact ? label : undefined}
      aria-describedby={description ? descriptionId : undefined}
    >
      <span className={classes.section} data-position="left">
        {compact && shown ? (
          <CornerIndicator label={badgeCount(count)} size={16} color="blue" offset={2} aria-hidden="true">
            {icon}
          </CornerIndicator>
        ) : (
          icon
        )}
      </span>
      {!compact && (
        <div className={classes.body}>
          <span className={classes.label}>{label}</span>
        </div>
      )}
      {!compact && shown && (
        <span className={classes.section} data-position="right">
          <Badge size="sm" variant="light" color="blue" aria-hidden="true" data-testid={`badge-${item.badge}`}>
            {badgeCount(count)}
          </Badge>
        </span>
      )}
    </Link>
  );
  return (
    <>
      {compact ? (
        <DeferredTooltip label={description ? `${label} (${description})` : label} position="right">
          {link}
        </DeferredTooltip>
      ) : (
        link
      )}
      {description && (
        <span id={descriptionId} className="visually-hidden">
          {description}
        </span>
      )}
    </>
  );
}
