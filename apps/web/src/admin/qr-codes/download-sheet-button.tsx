import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api';
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
    onSuccess: (name) => notifications.show({ color: 'green', message: `Downloading ${name}` }),
    onError: (error) =>
      notifications.show({ color: 'red', title: 'Could not download the sheet', message: errorMessage(error) }),
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
