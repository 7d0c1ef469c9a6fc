import { Box, Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../lib/api';
import { useAuth } from '../lib/auth';
import { IconSearch } from '../ui/icons';
import { RECORD_GROUPS, type RecordHit, useGroupLabel, useRecordSearch } from './record-search';

/** The header's box leaves QR tags to the command palette. */
const GROUPS = RECORD_GROUPS.filter((g) => g !== 'QR tags');

/** Name, phone, registration number or order number → a dropdown of matches; Enter opens the first. */
function SearchBox() {
  const { t } = useTranslation();
  const groupLabel = useGroupLabel();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const search = useRecordSearch(value, true);
  const hits = search.hits.filter((h) => h.group !== 'QR tags');
  const waiting = search.waiting;

  const open = (hit: RecordHit | undefined) => {
    if (!hit) return;
    combobox.closeDropdown();
    setValue('');
    navigate(hit.to, { state: hit.state });
  };

  const groups = GROUPS.map((g) => ({ g, items: hits.filter((h) => h.group === g) })).filter((x) => x.items.length > 0);

  return (
    <Combobox store={combobox} onOptionSubmit={(v) => open(hits.find((h) => h.id === v))} withinPortal>
      <Combobox.Target>
        <TextInput
          aria-label={t('admin:search.label')}
          placeholder={t('admin:search.placeholder')}
          leftSection={<IconSearch size={16} />}
          rightSection={waiting && value.trim().length >= 2 ? <Loader size={14} /> : null}
          size="sm"
          radius="xl"
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(e) => {
            // Enter with nothing highlighted opens the first match.
            if (e.key === 'Enter' && combobox.getSelectedOptionIndex() < 0) {
              e.preventDefault();
              open(hits[0]);
            }
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={value.trim().length < 2}>
        <Combobox.Options mah={360} style={{ overflowY: 'auto' }} aria-label={t('admin:search.results')}>
          {search.error ? (
            <Combobox.Empty>{errorMessage(search.error)}</Combobox.Empty>
          ) : groups.length === 0 ? (
            <Combobox.Empty>{waiting ? t('admin:search.searching') : t('admin:search.nothing')}</Combobox.Empty>
          ) : (
            groups.map(({ g, items }) => (
              <Combobox.Group key={g} label={groupLabel(g)}>
                {items.map((h) => (
                  <Combobox.Option key={h.id} value={h.id}>
                    <Text size="sm" fw={600} ff={h.group === 'Customers' ? undefined : 'monospace'}>
                      {h.label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {h.hint}
                    </Text>
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

/**
 * The header's search box on wider screens; hidden without a view flag. On a phone the command
 * palette's button (command-palette.tsx) finds the same records, and screens too, so the header
 * keeps one search icon, not two.
 */
export function HeaderSearch() {
  const auth = useAuth();
  if (!auth.can('viewCustomer') && !auth.can('viewOrder')) return null;
  return (
    <Box role="search" visibleFrom="sm" w={320}>
      <SearchBox />
    </Box>
  );
}
