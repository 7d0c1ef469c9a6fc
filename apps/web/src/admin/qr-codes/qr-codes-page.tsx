import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useAuth } from '../../lib/auth';
import { NoAccess } from '../../ui/list-states';
import { PageTitle } from '../common/page-header';
import { useAdminDocumentTitle } from '../page-title';
import { BatchesList } from './batches-list';
import { GenerateBatch } from './generate-batch';
import type { TBatch } from './qr-api';
import { TagsTable } from './tags-table';

export const QR_VIEW_FLAGS = ['printQRCode', 'viewTemplete', 'editTemplete'];

/** /admin-qr-code: make and print batches of tags (printQRCode); list, assign, suspend (editTemplete). */
export function QrCodesPage() {
  useAdminDocumentTitle('QR codes');
  const { can } = useAuth();
  const [batch, setBatch] = useState<TBatch | null>(null);
  const canPrint = can('printQRCode');

  return (
    <Stack gap="lg">
      <div>
        <PageTitle>QR codes</PageTitle>
        <Text c="dimmed" size="sm" mt={4}>
          Each tag carries a unique code. It works once it is linked to a vehicle, by the customer in their account or
          by you here.
        </Text>
      </div>
      {!QR_VIEW_FLAGS.some(can) ? (
        <NoAccess what="QR codes" flags={QR_VIEW_FLAGS} />
      ) : (
        <>
          {canPrint ? (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <GenerateBatch onCreated={setBatch} />
              <BatchesList onShowTags={setBatch} />
            </SimpleGrid>
          ) : null}
          <TagsTable batch={batch} onClearBatch={() => setBatch(null)} canEdit={can('editTemplete')} />
        </>
      )}
    </Stack>
  );
}
