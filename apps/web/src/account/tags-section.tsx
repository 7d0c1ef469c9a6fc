import { Button, Divider, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../lib/date-time';
import { IconQr } from '../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../ui/list-states';
import { Plate } from '../ui/plate';
import { TagStateBadge } from '../ui/tag-state-badge';
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
  const [addingVehicle, setAddingVehicle] = useState(false);
  const list = tags.data?.data ?? [];
  const myVehicles = vehicles.data?.data ?? [];

  return (
    <Stack gap="sm" component="section" aria-labelledby="tags-title">
      <Title order={2} fz="xl" id="tags-title">
        My QR tags
      </Title>
      {tags.isError ? (
        <LoadError error={tags.error} what="your tags" onRetry={() => void tags.refetch()} retrying={tags.isFetching} />
      ) : tags.isLoading ? (
        <SectionLoader label="Loading your tags…" />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<IconQr />}
          title="No tags yet"
          text="Activate the tag that came with your order below. Until then, scanning it cannot reach you."
        />
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="xs" aria-label="My QR tags">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Tag</Table.Th>
                  <Table.Th>Vehicle</Table.Th>
                  <Table.Th visibleFrom="xs">Since</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
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
                        <TagStateBadge status={tag.status} />
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
            what="your vehicles"
            onRetry={() => void vehicles.refetch()}
            retrying={vehicles.isFetching}
          />
        ) : vehicles.isLoading ? (
          <SectionLoader label="Loading your vehicles…" />
        ) : myVehicles.length === 0 ? (
          <Stack gap="sm">
            <Text fw={700}>Activate a tag</Text>
            <Text size="sm">
              You have no vehicle in your account yet. A tag is linked to a vehicle, so add yours first: its
              registration number is enough.
            </Text>
            <AddVehicleForm />
          </Stack>
        ) : (
          <Stack gap="md">
            <ActivateTagForm key={myVehicles.map((v) => v._id).join()} vehicles={myVehicles} />
            <Divider />
            {addingVehicle ? (
              <Stack gap="xs">
                <Text size="sm" fw={600}>
                  Add another vehicle
                </Text>
                <AddVehicleForm onAdded={() => setAddingVehicle(false)} />
              </Stack>
            ) : (
              <Group>
                <Button variant="subtle" size="compact-sm" onClick={() => setAddingVehicle(true)}>
                  Add another vehicle
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
