import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date-time';
import { LoadError, SectionLoader } from '../../ui/list-states';
import { DownloadSheetButton } from './download-sheet-button';
import { BATCHES_KEY, fetchBatches, type TBatch } from './qr-api';

const SHOWN = 5;

/** Generated batches, newest first, each with its sheet and a way to list its tags. */
export function BatchesList({ onShowTags }: { onShowTags: (batch: TBatch) => void }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const batches = useQuery({ queryKey: BATCHES_KEY, queryFn: ({ signal }) => fetchBatches(signal) });
  const list = batches.data?.data ?? [];
  const shown = all ? list : list.slice(0, SHOWN);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="batches-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="batches-title">
          {t('adminQrCodes:batches.title')}
        </Title>
        {batches.isError ? (
          <LoadError
            error={batches.error}
            title={t('adminQrCodes:batches.loadError')}
            retryLabel={t('adminQrCodes:tryAgain')}
            onRetry={() => void batches.refetch()}
          />
        ) : batches.isLoading ? (
          <SectionLoader label={t('adminQrCodes:batches.loading')} />
        ) : list.length === 0 ? (
          <Text size="sm">{t('adminQrCodes:batches.empty')}</Text>
        ) : (
          <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {shown.map((batch) => (
              <Group
                key={batch._id}
                component="li"
                justify="space-between"
                gap="xs"
                py="xs"
                wrap="wrap"
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {formatDateTime(batch.createdAt)}
                  </Text>
                  <Anchor component="button" type="button" size="sm" onClick={() => onShowTags(batch)}>
                    {t('adminQrCodes:batches.show', { count: batch.count })}
                  </Anchor>
                </Stack>
                <DownloadSheetButton
                  batchId={batch._id}
                  label={t('adminQrCodes:batches.pdf')}
                  accessibleName={t('adminQrCodes:batches.pdfOf', { when: formatDateTime(batch.createdAt) })}
                  size="xs"
                  variant="default"
                />
              </Group>
            ))}
          </Stack>
        )}
        {list.length > SHOWN ? (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setAll((v) => !v)}
            style={{ alignSelf: 'flex-start' }}
          >
            {all ? t('adminQrCodes:batches.fewer') : t('adminQrCodes:batches.all', { count: list.length })}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
