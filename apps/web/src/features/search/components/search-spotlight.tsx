import '@mantine/spotlight/styles.layer.css';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  SEARCH_RESULT_TYPES,
  type SearchResult,
  type SearchResultType,
} from '@agency/shared/search';
import { Group, Kbd, Loader, ModalTitle, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import {
  type Icon,
  IconBriefcase,
  IconBuilding,
  IconCalendarEvent,
  IconChecklist,
  IconClock,
  IconFile,
  IconFileDescription,
  IconFileInvoice,
  IconHistory,
  IconSearch,
  IconUser,
  IconUserPlus,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSearch } from '../api/search';
import { registerSearchOpener } from '../open-search';
import { readRecentSearches, rememberSearch } from '../recent-searches';

const ICONS: Record<SearchResultType, Icon> = {
  file: IconFile,
  project: IconBriefcase,
  task: IconChecklist,
  client: IconBuilding,
  person: IconUser,
  lead: IconUserPlus,
  invoice: IconFileInvoice,
  proposal: IconFileDescription,
  event: IconCalendarEvent,
  'time-entry': IconClock,
};

// Its own store, so the first result can be marked selected (Mantine exports no selectAction for the default one).
const [searchStore, spotlight] = createSpotlight();

/**
 * Marks the first result selected, as the arrow keys do, so Enter opens it at once: results arrive after the query
 * changed (debounced, fetched), when Mantine's own select-first on typing has found nothing to select.
 */
function selectFirstResult() {
  const { listId } = searchStore.getState();
  const list = listId ? document.getElementById(listId) : null;
  const first = list?.querySelector('[data-action]');
  if (!list || !first || list.querySelector('[data-selected]')) return;
  first.setAttribute('data-selected', 'true');
  searchStore.updateState((state) => ({ ...state, selected: 0 }));
}

/** The Spotlight of the global search: debounced 300 ms, Esc closes, recent searches, results grouped by type. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

export default function SearchSpotlight() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState(readRecentSearches);
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const searchable = debounced.length >= SEARCH_MIN_LENGTH;
  const search = useSearch(debounced, searchable);
  const typed = query.trim();
  // It mounts when the search is first asked for (open-search.ts): that ask opens it, and later ones go straight here.
  useEffect(() => {
    registerSearchOpener(spotlight.open);
    spotlight.open();
  }, []);
  // Search failures are only logged and the list becomes empty (000 §8 "Data loading").
  useEffect(() => {
    if (search.error) console.warn('Search failed', search.error);
  }, [search.error]);
  const items = searchable && !search.isError ? (search.data?.items ?? []) : [];
  const settled = searchable && typed === debounced && !search.isFetching;
  useEffect(() => {
    if (items.length > 0) selectFirstResult();
  }, [items]);

  const choose = (result: SearchResult) => {
    setRecent(rememberSearch(typed));
    if (result.url.startsWith('/')) navigate(result.url);
    else window.location.assign(result.url);
  };

  let content: React.ReactNode;
  if (!typed) {
    content = recent.length ? (
      <Spotlight.ActionsGroup label={t('recent')} role="group" aria-label={t('recent')}>
        {recent.map((text) => (
          <Spotlight.Action
            key={text}
            label={text}
            leftSection={<IconHistory size={18} stroke={1.5} aria-hidden="true" />}
            closeSpotlightOnTrigger={false}
            onClick={() => setQuery(text)}
          />
        ))}
      </Spotlight.ActionsGroup>
    ) : (
      <Spotlight.Empty>{t('hint')}</Spotlight.Empty>
    );
  } else if (typed.length < SEARCH_MIN_LENGTH) {
    content = <Spotlight.Empty>{t('tooShort', { min: SEARCH_MIN_LENGTH })}</Spotlight.Empty>;
  } else if (items.length === 0) {
    content = <Spotlight.Empty>{settled ? t('noResults') : t('searching')}</Spotlight.Empty>;
  } else {
    content = SEARCH_RESULT_TYPES.map((type) => {
      const group = items.filter((item) => item.type === type);
      if (!group.length) return null;
      const TypeIcon = ICONS[type];
      return (
        <Spotlight.ActionsGroup key={type} label={t(`groups.${type}`)} role="group" aria-label={t(`groups.${type}`)}>
          {group.map((item) => (
            <Spotlight.Action
              key={`${item.type}-${item.id}`}
              label={item.title}
              description={item.subtitle ?? undefined}
              leftSection={<TypeIcon size={20} stroke={1.5} aria-hidden="true" />}
              highlightQuery
              onClick={() => choose(item)}
            />
          ))}
        </Spotlight.ActionsGroup>
      );
    });
  }

  return (
    <Spotlight.Root
      store={searchStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      maxHeight="calc(100dvh - 240px)"
      size="lg"
      onSpotlightClose={() => setQuery('')}
    >
      {/* The dialog's accessible name (Mantine labels a modal by its title): read, not shown. */}
      <ModalTitle style={VISUALLY_HIDDEN}>{t('label')}</ModalTitle>
      <Spotlight.Search
        placeholder={t('placeholder')}
        aria-label={t('label')}
        maxLength={SEARCH_MAX_LENGTH}
        leftSection={<IconSearch size={18} stroke={1.5} aria-hidden="true" />}
        rightSection={search.isFetching ? <Loader size="xs" role="status" aria-label={t('searching')} /> : null}
      />
      <Spotlight.ActionsList aria-live="polite">{content}</Spotlight.ActionsList>
      {/* Keyboard hints: a phone has no such keys. */}
      <Spotlight.Footer visibleFrom="sm">
        <Group gap="md" wrap="wrap" c="dimmed" fz="xs">
          <Group gap={4} wrap="nowrap">
            <Kbd size="xs">↑</Kbd>
            <Kbd size="xs">↓</Kbd>
            <Text span size="xs">
              {t('keys.move')}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Kbd size="xs">{t('keys.enterKey')}</Kbd>
            <Text span size="xs">
              {t('keys.open')}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Kbd size="xs">{t('keys.escKey')}</Kbd>
            <Text span size="xs">
              {t('keys.close')}
            </Text>
          </Group>
        </Group>
      </Spotlight.Footer>
    </Spotlight.Root>
  );
}
