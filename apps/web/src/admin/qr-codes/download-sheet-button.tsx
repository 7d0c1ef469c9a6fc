import { Button, type ButtonProps } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastFailure, toastSuccess } from '../../lib/toast';
import { IconDownload } from '../../ui/icons';
import { downloadBatchSheet } from './qr-api';

/** Fetches a batch's PDF sheet with the bearer token and saves it; says so when it cannot. */
export function DownloadSheetButton({
  batchId,
  label,
  accessibleName,
  ...props
}: ButtonProps & { batchId: string; label?: string; accessibleName?: string }) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: () => downloadBatchSheet(batchId),
    onSuccess: (name) => toastSuccess(t('adminQrCodes:sheet.downloading', { name })),
    onError: (error) => toastFailure(error, t('adminQrCodes:sheet.failed')),
  });
  return (
    <Button
      leftSection={<IconDownload size={16} />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={accessibleName}
      {...props}
    >
      {label ?? t('adminQrCodes:sheet.download')}
    </Button>
  );
}
