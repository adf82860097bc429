// The team-member picker (001 §2, §6, §9): a modal that searches the people the caller may pick in a mode (the
// server decides who, GET /api/people), filters by role, and returns the chosen people. Shared by every workspace
// that picks people: project teams (assign), tasks, sharing, invitations and group chats.
import type { Role } from '@agency/shared/enums';
import {
  listPeopleQuery,
  listPeopleResponse,
  type PeoplePage,
  type Person,
  PICKER_MAX_SELECTIONS,
  type PickerMode,
} from '@agency/shared/people';
import {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../lib/api';
import { errorMessage } from '../lib/error-message';
import { toSearchParams } from '../lib/search-params';
import { SEARCH_DEBOUNCE_MS } from '../lib/url-state';
import { counterShowsMaximum, effectiveLimit, toggleSelection } from './picker-selection';
import { PresenceDot } from './presence-dot';

export function listPeople(
  mode: PickerMode,
  q: string,
  role: Role | null,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PeoplePage> {
  const params = toSearchParams(listPeopleQuery, { mode, q, role, cursor, limit: 25 });
  return apiFetch(`/people?${params}`, { signal }, listPeopleResponse);
}

export const peopleQueryOptions = (mode: PickerMode, q: string, role: Role | null) =>
  infiniteQueryOptions({
    queryKey: ['people', mode, q, role],
    queryFn: ({ pageParam, signal }) => listPeople(mode, q, role, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export interface TeamMemberPickerProps {
  opened: boolean;
  onClose: () => void;
  mode: PickerMode;
  /** Called with the chosen people; the caller closes the modal when its work is done. */
  onConfirm: (people: Person[]) => void;
  /** One choice only. */
  single?: boolean;
  /** At most this many (001 §9: 50 by default). */
  maxSelections?: number;
  /** Who is chosen when the picker opens (e.g. a project's current team). */
  initialSelection?: Person[];
  title?: string;
  confirmLabel?: string;
  /** The confirm button spins while the caller saves. */
  confirming?: boolean;
  /** A message under the list when the caller's save failed. */
  error?: string | null;
}

export function TeamMemberPicker(props: TeamMemberPickerProps) {
  const { t } = useTranslation(['people', 'common']);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      opened={props.opened}
      onClose={props.onClose}
      title={props.title ?? t(`picker.title.${props.mode}`)}
      size="lg"
      fullScreen={false}
      centered
    >
      {/* Mounted only while open, so each opening starts from the caller's selection and an empty search. */}
      {props.opened && <PickerBody {...props} />}
    </Modal>
  );
}

function PickerBody({
  onClose,
  mode,
  onConfirm,
  single = false,
  maxSelections = PICKER_MAX_SELECTIONS,
  initialSelection = [],
  confirmLabel,
  confirming = false,
  error,
}: TeamMemberPickerProps) {
  const { t } = useTranslation('people');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [role, setRole] = useState<Role | null>(null);
  const [selected, setSelected] = useState<Person[]>(initialSelection);
  const rules = { single, limit: maxSelections };
  const limit = effectiveLimit(rules);
  const query = useInfiniteQuery(peopleQueryOptions(mode, q, role));
  const people = query.data?.pages.flatMap((page) => page.items) ?? [];
  const roles = query.data?.pages[0]?.roles ?? [];

  // A role the server no longer offers in this mode is dropped from the filter.
  useEffect(() => {
    if (role && roles.length > 0 && !roles.includes(role)) setRole(null);
  }, [role, roles]);

  const isSelected = (person: Person) => selected.some((p) => p.id === person.id);
  const toggle = (person: Person) => setSelected((current) => toggleSelection(current, person, rules));
  const full = !single && selected.length >= limit;

  // 001 §9: the counter shows the maximum only when it is under 50.
  const counter = counterShowsMaximum(rules)
    ? t('picker.selectedOfMax', { count: selected.length, max: limit })
    : t('picker.selected', { count: selected.length });

  const list = (
    <Stack gap={4}>
      {people.map((person) => {
        const checked = isSelected(person);
        const disabled = !checked && full;
        const Card = single ? Radio.Card : Checkbox.Card;
        const Indicator = single ? Radio.Indicator : Checkbox.Indicator;
        return (
          <Card
            key={person.id}
            checked={checked}
            onClick={() => toggle(person)}
            disabled={disabled}
            data-testid="picker-person"
            p="xs"
            w="100%"
            radius="sm"
            withBorder={false}
            style={{
              background: checked ? 'var(--mantine-primary-color-light)' : undefined,
              opacity: disabled ? 0.5 : 1,
              cursor: disabled ? 'not-allowed' : 'pointer',
            }}
          >
            <Group wrap="nowrap" gap="sm">
              <Indicator checked={checked} disabled={disabled} />
              <Box pos="relative" style={{ flexShrink: 0 }}>
                <Avatar name={person.name} color="initials" size="md" />
                <PresenceDot userId={person.id} overlay />
              </Box>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text fw={500} size="sm" truncate>
                  {person.name}
                </Text>
                <Text c="dimmed" size="xs" truncate>
                  {[person.email, person.department, person.organisation].filter(Boolean).join(' · ')}
                </Text>
              </div>
              <Badge variant="light" size="sm" visibleFrom="xs">
                {t(`picker.roles.${person.role}`)}
              </Badge>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );

  return (
    <Stack gap="sm">
      <TextInput
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        placeholder={t('picker.search')}
        aria-label={t('picker.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      {roles.length > 1 && (
        <SegmentedControl
          fullWidth
          size="xs"
          aria-label={t('picker.roleFilter')}
          value={role ?? 'all'}
          onChange={(value) => setRole(value === 'all' ? null : (value as Role))}
          data={[
            { value: 'all', label: t('picker.allRoles') },
            ...roles.map((r) => ({ value: r, label: t(`picker.roles.${r}`) })),
          ]}
        />
      )}
      {/* A plain scrolling box: a ScrollArea's table-like content would widen past the modal instead of truncating. */}
      <div style={{ maxHeight: '50vh', overflowY: 'auto', overflowX: 'hidden' }}>
        {query.isPending ? (
          <Group justify="center" p="lg">
            <Loader size="sm" />
          </Group>
        ) : query.isError ? (
          <Alert color="red">{errorMessage(query.error, t('picker.error'))}</Alert>
        ) : people.length === 0 ? (
          <Stack gap={2} align="center" p="lg">
            <Text fw={500}>{t('picker.empty')}</Text>
            <Text c="dimmed" size="sm">
              {t('picker.emptyHint')}
            </Text>
          </Stack>
        ) : (
          <>
            {list}
            {query.hasNextPage && (
              <Group justify="center" mt="xs">
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() => query.fetchNextPage()}
                  loading={query.isFetchingNextPage}
                >
                  {t('picker.loadMore')}
                </Button>
              </Group>
            )}
          </>
        )}
      </div>
      {full && (
        <Text size="xs" c="dimmed">
          {t('picker.limitReached', { count: limit })}
        </Text>
      )}
      {error && <Alert color="red">{error}</Alert>}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="picker-counter">
          {counter}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('picker.cancel')}
          </Button>
          <Button disabled={selected.length === 0} loading={confirming} onClick={() => onConfirm(selected)}>
            {confirmLabel ?? t('picker.confirm')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
