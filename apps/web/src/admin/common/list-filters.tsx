import {
  SegmentedControl,
  type SegmentedControlProps,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconSearch } from '../../ui/icons';

/** A list's search box (magnifier on the left); `onSearch` gets the typed text. */
export function SearchInput({
  onSearch,
  ...props
}: Omit<TextInputProps, 'onChange' | 'leftSection' | 'value'> & { value: string; onSearch: (value: string) => void }) {
  return (
    <TextInput leftSection={<IconSearch size={16} />} onChange={(e) => onSearch(e.currentTarget.value)} {...props} />
  );
}

/** A segmented filter (All / Open / …) with a visible label above it that names it for screen readers. */
export function LabeledSegments({
  id,
  label,
  ...props
}: Omit<SegmentedControlProps, 'aria-labelledby'> & { id: string; label: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} {...props} />
    </Stack>
  );
}

/** A list's "Show" filter (All / Open / …): one segment a value of its `show` filter, in the order given. */
export function ShowSegments<V extends string>({
  id,
  list,
  options,
}: {
  id: string;
  list: { filters: { show: V }; setFilters: (patch: { show: V }) => void };
  options: Record<V, string>;
}) {
  const { t } = useTranslation();
  return (
    <LabeledSegments
      id={id}
      label={t('admin:filters.show')}
      value={list.filters.show}
      onChange={(v) => list.setFilters({ show: v as V })}
      data={Object.entries<string>(options).map(([value, label]) => ({ value, label }))}
    />
  );
}
