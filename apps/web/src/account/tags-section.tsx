import { Button, Divider, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/date-time';
import { IconQr } from '../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../ui/list-states';
import { Plate } from '../ui/plate';
import { TagStateBadge } from '../ui/tag-state-badge';
import { tagStateLabel } from './account-words';
import { TagActions } from './tag-actions';
import { ActivateTagForm } from './tags-activate-form';
import { AddVehicleForm } from './tags-add-vehicle';
import { fetchMyTags, fetchMyVehicles, MY_TAGS_KEY, myVehiclesKey } from './tags-api';

/** My QR tags and their state, and activating a new one on one of my vehicles. */
export function TagsSection({ userId }: { userId: string }) {
  const tags = useQuery({ queryKey: MY_TAGS_KEY, queryFn: ({ signal }) => fetchMyTags(signal) });
  const vehicles = useQuery({
    queryKey: myVehiclesKey(userId),
    queryFn: ({ signal }) => fetchMyVehicles(userId, signal),
  });
  const { t } = useTranslation();
  const [addingVehicle, setAddingVehicle] = useState(false);
  const list = tags.data?.data ?? [];
  const myVehicles = vehicles.data?.data ?? [];

  return (
    <Stack gap="sm" component="section" aria-labelledby="tags-title">
      <Title order={2} fz="xl" id="tags-title">
        {t('account:tags.title')}
      </Title>
      {tags.isError ? (
        <LoadError
          error={tags.error}
          title={t('account:tags.loadError')}
          retryLabel={t('account:tryAgain')}
          onRetry={() => void tags.refetch()}
          retrying={tags.isFetching}
        />
      ) : tags.isLoading ? (
        <SectionLoader label={t('account:tags.loading')} />
      ) : list.length === 0 ? (
        <EmptyState icon={<IconQr />} title={t('account:tags.emptyTitle')} text={t('account:tags.emptyText')} />
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="xs" aria-label={t('account:tags.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('account:tags.tag')}</Table.Th>
                  <Table.Th>{t('account:tags.vehicle')}</Table.Th>
                  <Table.Th visibleFrom="xs">{t('account:tags.since')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('account:tags.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((tag) => (
                  <Table.Tr key={tag._id} data-code={tag.code}>
                    <Table.Td>
                      {/* The state under the code: a column of its own would not fit a 360-px phone. */}
                      <Stack gap={4} align="flex-start">
                        <Text ff="monospace" fw={700} size="sm">
                          {tag.code}
                        </Text>
                        <TagStateBadge status={tag.status} label={tagStateLabel(t, tag.status)} />
                      </Stack>
                    </Table.Td>
                    <Table.Td>{tag.vehicle ? <Plate>{tag.vehicle.registrationNumber}</Plate> : '—'}</Table.Td>
                    <Table.Td visibleFrom="xs">{tag.activatedAt ? formatDate(tag.activatedAt) : '—'}</Table.Td>
                    <Table.Td ta="right">
                      <TagActions
                        tag={{ code: tag.code, status: tag.status, vehicleId: tag.vehicle?._id ?? null }}
                        vehicles={myVehicles}
                        compact
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        {vehicles.isError ? (
          <LoadError
            error={vehicles.error}
            title={t('vehicles:loadError')}
            retryLabel={t('account:tryAgain')}
            onRetry={() => void vehicles.refetch()}
            retrying={vehicles.isFetching}
          />
        ) : vehicles.isLoading ? (
          <SectionLoader label={t('vehicles:loading')} />
        ) : myVehicles.length === 0 ? (
          <Stack gap="sm">
            <Text fw={700}>{t('account:tags.activateTitle')}</Text>
            <Text size="sm">{t('account:tags.noVehicleYet')}</Text>
            <AddVehicleForm />
          </Stack>
        ) : (
          <Stack gap="md">
            <ActivateTagForm key={myVehicles.map((v) => v._id).join()} vehicles={myVehicles} />
            <Divider />
            {addingVehicle ? (
              <Stack gap="xs">
                <Text size="sm" fw={600}>
                  {t('account:tags.addAnotherVehicle')}
                </Text>
                <AddVehicleForm onAdded={() => setAddingVehicle(false)} />
              </Stack>
            ) : (
              <Group>
                <Button variant="subtle" size="compact-sm" onClick={() => setAddingVehicle(true)}>
                  {t('account:tags.addAnotherVehicle')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
