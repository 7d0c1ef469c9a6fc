import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const { busy, run } = useDownloadAction<'csv'>();
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      onClick={() => void run('csv', download, t('admin:csv.done'), t('admin:csv.failed'))}
      loading={busy === 'csv'}
    >
      {t('admin:csv.export')}
    </Button>
  );
}
