import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../lib/list-state';

/**
 * The page buttons under a list that is not a table (cards, a grid): nothing while every row fits
 * on one page. A table has its own (DataTable); the rows come from useListQuery either way.
 */
export function ListPager({ total, state }: { total: number; state: Pick<ListState, 'page' | 'limit' | 'setPage'> }) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / state.limit);
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={state.page}
        onChange={state.setPage}
        getControlProps={(control) => ({
          'aria-label':
            control === 'previous' ? t('admin:table.previous') : control === 'next' ? t('admin:table.next') : control,
        })}
      />
    </Group>
  );
}
