import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
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
  useAdminDocumentTitle('QR codes');
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
        <PageTitle>QR codes</PageTitle>
        <Text c="dimmed" size="sm" mt={4}>
          Each tag carries a unique code. It works once it is linked to a vehicle, by the customer in their account or
          by you here.
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
