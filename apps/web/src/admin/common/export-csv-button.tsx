import { Button } from '@mantine/core';
import { useState } from 'react';
import { toastFailure, toastSuccess } from '../../lib/toast';
import { IconDownload } from '../../ui/icons';

/**
 * A download started by a button: which one runs (for its spinner), and the toasts that say how it
 * went. `run(kind, download, done, failed)`: `done` is the green toast, `failed` the red one's title.
 */
export function useDownloadAction<K extends string>() {
  const [busy, setBusy] = useState<K | null>(null);
  const run = async (kind: K, download: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(kind);
    try {
      await download();
      toastSuccess(done);
    } catch (error) {
      toastFailure(error, failed);
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

/** A list's "Export CSV": `download` fetches the rows the list's filters choose, every page of them. */
export function ExportCsvButton({ download }: { download: () => Promise<unknown> }) {
  const { busy, run } = useDownloadAction<'csv'>();
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      onClick={() => void run('csv', download, 'The CSV file was downloaded.', 'Export failed')}
      loading={busy === 'csv'}
    >
      Export CSV
    </Button>
  );
}
