import { Button, Group, Paper, Text } from '@mantine/core';
import type { TOrder } from '@safesathi/contract';
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
      aria-label="Selected orders"
    >
      <Group gap="sm" justify="space-between">
        <Text size="sm" fw={600}>
          {selected.length} selected
        </Text>
        <Group gap="xs">
          {onShip ? (
            <Button size="xs" leftSection={<IconTruck size={16} />} onClick={onShip}>
              Mark shipped
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
                'The invoices and labels were downloaded.',
                'Printing failed',
              )
            }
          >
            Print invoices and labels
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
                'The CSV file was downloaded.',
                'Export failed',
              )
            }
          >
            Export selection
          </Button>
          <Button size="xs" variant="subtle" onClick={onClear}>
            Clear selection
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
