import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { useListState } from '../../lib/list-state';
import { PageTitle } from '../common/page-header';
import { useAdminDocumentTitle } from '../page-title';
import { BatchesList } from './batches-list';
import { GenerateBatch } from './generate-batch';
import { BATCHES_KEY, fetchBatches, type TBatch } from './qr-api';
import { TAG_LIST, TagsTable } from './tags-table';

/** /admin-qr-code: make and print batches of tags (printQRCode); list, assign, suspend (editTemplete). */
export function QrCodesPage() {
  const { t } = useTranslation();
  useAdminDocumentTitle(t('adminQrCodes:title'));
  const { can } = useAuth();
  const canPrint = can('printQRCode');
  const list = useListState(TAG_LIST);
  const batches = useQuery({
    queryKey: BATCHES_KEY,
    queryFn: ({ signal }) => fetchBatches(signal),
    enabled: canPrint,
  });
  // A new batch, or one picked from the list, shows its tags from the first page.
  const showBatch = (batch: TBatch) => list.setFilters({ batch: batch._id, state: null });

  return (
    <Stack gap="lg">
      <div>
        <PageTitle>{t('adminQrCodes:title')}</PageTitle>
        <Text c="dimmed" size="sm" mt={4}>
          {t('adminQrCodes:intro')}
        </Text>
      </div>

      {canPrint ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <GenerateBatch onCreated={showBatch} />
          <BatchesList onShowTags={showBatch} />
        </SimpleGrid>
      ) : null}
      <TagsTable batches={batches.data?.data} canEdit={can('editTemplete')} />
    </Stack>
  );
}
