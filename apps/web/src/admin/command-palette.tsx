import '@mantine/spotlight/styles.css';
import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../lib/api';
import { useAuth } from '../lib/auth';
import { IconSearch } from '../ui/icons';
import classes from './command-palette.module.css';
import { useScreenText } from './i18n/screen-text';
import { ADMIN_NAV, type NavItem, visibleNav } from './nav';
import { RECORD_GROUPS, type RecordHit, useGroupLabel, useRecordSearch } from './record-search';

type Entry = Omit<RecordHit, 'group' | 'hint'> & { group: 'Screens' | RecordHit['group']; hint?: string };

const SEARCH_FLAGS = ['viewCustomer', 'viewOrder', 'viewTemplete'] as const;

/** Every screen of the menu this admin may use, children under their group's name (`name` words an entry). */
function screensOf(items: NavItem[], name: (item: NavItem) => string, parent?: string): Entry[] {
  return items.flatMap((item) =>
    item.children
      ? screensOf(item.children, name, name(item))
      : [{ id: `s:${item.to}`, group: 'Screens' as const, label: name(item), hint: parent, to: item.to }],
  );
}

/**
 * The command palette (Ctrl/⌘+K, or the header button on a phone): jump to any screen this admin
 * may see, or find a customer by name, phone or registration number, an order by number, a tag by
 * code — the server answers only the groups the admin's permissions allow.
 */
export function CommandPalette() {
  const { t } = useTranslation();
  const text = useScreenText();
  const groupLabel = useGroupLabel();
  const auth = useAuth();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const canSearch = SEARCH_FLAGS.some(auth.can);
  // Worded in the back office's language, so made again on each render (a few dozen entries).
  const screens = screensOf(visibleNav(ADMIN_NAV, auth.can, auth.user?.isSuperAdmin === true), (item) =>
    text.menu(item.screen),
  );
  const found = useRecordSearch(query, canSearch);

  const term = query.trim().toLowerCase();
  const entries: Entry[] = [
    ...screens.filter((s) => !term || `${s.label} ${s.hint ?? ''}`.toLowerCase().includes(term)),
    ...found.hits,
  ];
  const groups = (['Screens', ...RECORD_GROUPS] as const)
    .map((g) => ({ g, items: entries.filter((e) => e.group === g) }))
    .filter((x) => x.items.length > 0);
  const waiting = found.waiting;

  // Enter opens the first result. The palette highlights the first action as the query changes,
  // but records arrive later (the search waits for typing to pause, then asks the server): as they
  // come, the first one is highlighted if nothing is, and an Enter pressed before they came opens
  // the first once they are there.
  const list = useRef<HTMLDivElement>(null);
  const [enterPending, setEnterPending] = useState(false);
  const firstId = groups[0]?.items[0]?.id ?? '';
  const first = groups[0]?.items[0];
  const go = (e: Entry) => {
    spotlight.close();
    navigate(e.to, { state: e.state });
  };
  useEffect(() => {
    const root = list.current;
    if (!firstId || !root || root.querySelector('[data-selected]')) return;
    root.querySelector('[data-action]')?.setAttribute('data-selected', 'true');
  }, [firstId]);
  useEffect(() => {
    if (!enterPending || waiting) return;
    setEnterPending(false);
    if (first) go(first);
  });

  return (
    <>
      <Tooltip label={t('admin:palette.tooltip')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('admin:palette.open')}
          onClick={spotlight.open}
        >
          <IconSearch />
        </ActionIcon>
      </Tooltip>
      <Spotlight.Root
        query={query}
        onQueryChange={setQuery}
        shortcut={['mod + K']}
        scrollable
        maxHeight={420}
        onSpotlightClose={() => {
          setQuery('');
          setEnterPending(false);
        }}
        classNames={{ actionDescription: classes.description, actionsGroup: classes.groupLabel }}
        // The dialog's name (a Modal underneath); a short heading above the search box.
        title={
          <Text size="sm" fw={600} px="md" pt="xs">
            {t('admin:palette.title')}
          </Text>
        }
      >
        <Spotlight.Search
          placeholder={canSearch ? t('admin:palette.placeholder') : t('admin:palette.placeholderScreens')}
          aria-label={t('admin:palette.search')}
          leftSection={<IconSearch size={18} />}
          onKeyDown={(event) => {
            // With a result highlighted the palette opens it itself.
            if (event.key !== 'Enter' || list.current?.querySelector('[data-selected]')) return;
            if (first && !waiting) go(first);
            else if (waiting) setEnterPending(true);
          }}
        />
        <Spotlight.ActionsList aria-label={t('admin:palette.results')} ref={list}>
          {groups.map(({ g, items }) => (
            <Spotlight.ActionsGroup key={g} label={groupLabel(g)}>
              {items.map((e) => (
                <Spotlight.Action
                  key={e.id}
                  label={e.label}
                  description={e.hint}
                  onClick={() => navigate(e.to, { state: e.state })}
                />
              ))}
            </Spotlight.ActionsGroup>
          ))}
          {groups.length === 0 ? (
            <Spotlight.Empty>
              {waiting
                ? t('admin:search.searching')
                : found.error
                  ? errorMessage(found.error)
                  : t('admin:palette.nothing')}
            </Spotlight.Empty>
          ) : waiting ? (
            <Text size="xs" c="dimmed" px="sm" py={4}>
              {t('admin:search.searching')}
            </Text>
          ) : null}
        </Spotlight.ActionsList>
      </Spotlight.Root>
    </>
  );
}
