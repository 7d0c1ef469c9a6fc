import { Button, Group, Paper, Text } from '@mantine/core';
import type { TOrder } from '@safesathi/contract';
import { useTranslation } from 'react-i18next';
import { IconDownload, IconPrinter, IconTruck } from '../../../ui/icons';
import { useDownloadAction } from '../../common/export-csv-button';
import { downloadOrdersCsv, downloadOrdersPdf } from './orders-api';

/** What can be done to the ticked orders at once: mark shipped, print invoices and labels, export. */
export function OrdersBulkBar({
  selected,
  onShip,
  onClear,
}: {
  selected: TOrder[];
  /** Absent without the editOrder flag. */
  onShip?: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { busy, run } = useDownloadAction<'pdf' | 'csv'>();
  if (selected.length === 0) return null;
  const ids = selected.map((o) => o._id);
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      bg="var(--mantine-color-blue-light)"
      role="region"
      aria-label={t('adminShop:bulk.label')}
    >
      <Group gap="sm" justify="space-between">
        <Text size="sm" fw={600}>
          {t('adminShop:bulk.selected', { count: selected.length })}
        </Text>
        <Group gap="xs">
          {onShip ? (
            <Button size="xs" leftSection={<IconTruck size={16} />} onClick={onShip}>
              {t('adminShop:orders.markShipped')}
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPrinter size={16} />}
            loading={busy === 'pdf'}
            onClick={() =>
              void run(
                'pdf',
                () => downloadOrdersPdf(ids),
                t('adminShop:bulk.printed'),
                t('adminShop:bulk.printFailed'),
              )
            }
          >
            {t('adminShop:bulk.print')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={busy === 'csv'}
            onClick={() =>
              void run(
                'csv',
                () => downloadOrdersCsv({ ids: ids.join(',') }),
                t('admin:csv.done'),
                t('admin:csv.failed'),
              )
            }
          >
            {t('adminShop:bulk.export')}
          </Button>
          <Button size="xs" variant="subtle" onClick={onClear}>
            {t('adminShop:bulk.clear')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
