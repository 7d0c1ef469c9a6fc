import { Button, type ButtonProps } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '../../lib/toast';
import { IconDownload } from '../../ui/icons';
import { downloadBatchSheet } from './qr-api';

/** Fetches a batch's PDF sheet with the bearer token and saves it; says so when it cannot. */
export function DownloadSheetButton({
  batchId,
  label = 'Download sheet (PDF)',
  accessibleName,
  ...props
}: ButtonProps & { batchId: string; label?: string; accessibleName?: string }) {
  const download = useMutation({
    mutationFn: () => downloadBatchSheet(batchId),
    onSuccess: (name) => toastSuccess(`Downloading ${name}`),
    onError: (error) => toastFailure(error, 'Could not download the sheet'),
  });
  return (
    <Button
      leftSection={<IconDownload size={16} />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={accessibleName}
      {...props}
    >
      {label}
    </Button>
  );
}
