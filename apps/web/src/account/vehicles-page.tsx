import { Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TagStatus, TVehicle } from '@safesathi/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_NAME } from '../config';
import { useErrorText } from '../i18n/error-text';
import { useTranslatedScreen } from '../i18n/i18n';
import { useAuth } from '../lib/auth';
import { toastSuccess } from '../lib/toast';
import { confirmAction } from '../ui/confirm';
import { IconPlus, IconQr } from '../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../ui/list-states';
import { Plate } from '../ui/plate';
import { TagStateBadge } from '../ui/tag-state-badge';
import { accountKeys, deleteVehicle, fetchVehicles } from './account-api';
import { tagStateLabel } from './account-words';
import { ActivateFromLink } from './activate-from-link';
import { EmergencyCardModal } from './emergency-card-modal';
import { TagActions } from './tag-actions';
import { MY_TAGS_KEY } from './tags-api';
import { VehicleForm } from './vehicles-form';

function describe(t: TFunction, vehicle: TVehicle): string {
  return (
    [vehicle.vehicleTypeId?.name, vehicle.vehicleBrandId?.name, vehicle.vehicleModelId?.name]
      .filter(Boolean)
      .join(' · ') || t('vehicles:notDescribed')
  );
}

/** /account/vehicles: my vehicles, each with its tags; add, edit, remove. */
export function VehiclesPage() {
  const say = useErrorText();
  const { t } = useTranslation();
  useTranslatedScreen();
  useDocumentTitle(t('vehicles:pageTitle', { app: APP_NAME }));
  const { user } = useAuth();
  const userId = user?._id ?? '';
  const queryClient = useQueryClient();
  const vehicles = useQuery({
    queryKey: accountKeys.vehicles(userId),
    queryFn: ({ signal }) => fetchVehicles(userId, signal),
    enabled: Boolean(userId),
  });
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [carding, setCarding] = useState<TVehicle | null>(null);
  const list = vehicles.data ?? [];

  const askRemove = (vehicle: TVehicle) =>
    confirmAction({
      say,
      title: t('vehicles:remove.title'),
      confirmLabel: t('account:remove'),
      cancelLabel: t('account:cancel'),
      children: vehicle.tags?.length
        ? t('vehicles:remove.textWithTag', { plate: vehicle.registrationNumber })
        : t('vehicles:remove.text', { plate: vehicle.registrationNumber }),
      action: async () => {
        await deleteVehicle(vehicle._id);
        void queryClient.invalidateQueries({ queryKey: accountKeys.vehiclesAll(userId) });
        void queryClient.invalidateQueries({ queryKey: MY_TAGS_KEY });
        toastSuccess(t('vehicles:remove.done', { plate: vehicle.registrationNumber }));
      },
    });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('vehicles:title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('vehicles:intro')}
        </Text>
      </div>

      {vehicles.isError ? (
        <LoadError
          error={vehicles.error}
          title={t('vehicles:loadError')}
          retryLabel={t('account:tryAgain')}
          onRetry={() => void vehicles.refetch()}
          retrying={vehicles.isFetching}
        />
      ) : vehicles.isPending ? (
        <SectionLoader label={t('vehicles:loading')} />
      ) : (
        <>
          <ActivateFromLink vehicles={list} />
          {list.length === 0 && editing !== 'new' ? (
            <EmptyState icon={<IconQr />} title={t('vehicles:emptyTitle')} text={t('vehicles:emptyText')} />
          ) : (
            <Stack
              gap="xs"
              component="ul"
              aria-label={t('vehicles:title')}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {list.map((vehicle) => (
                <Paper key={vehicle._id} component="li" withBorder radius="md" p="md">
                  {editing === vehicle._id ? (
                    <VehicleForm userId={userId} vehicle={vehicle} onDone={() => setEditing(null)} />
                  ) : (
                    <Group justify="space-between" gap="sm" wrap="wrap">
                      <Stack gap={6}>
                        <div>
                          <Plate>{vehicle.registrationNumber}</Plate>
                        </div>
                        <Text size="sm" c="dimmed">
                          {describe(t, vehicle)}
                        </Text>
                        {vehicle.tags?.length ? (
                          <Group gap={6}>
                            {vehicle.tags.map((tag) => (
                              <Group key={tag.code} gap={4}>
                                <Text size="sm" ff="monospace" fw={700}>
                                  {tag.code}
                                </Text>
                                <TagStateBadge
                                  status={tag.status as TagStatus}
                                  label={tagStateLabel(t, tag.status as TagStatus)}
                                />
                                <TagActions
                                  tag={{ code: tag.code, status: tag.status as TagStatus, vehicleId: vehicle._id }}
                                  vehicles={list}
                                />
                              </Group>
                            ))}
                          </Group>
                        ) : (
                          <Text size="sm">{t('vehicles:noTag')}</Text>
                        )}
                      </Stack>
                      <Group gap={4}>
                        <Button variant="subtle" size="compact-sm" onClick={() => setCarding(vehicle)}>
                          {t('vehicles:card')}
                          <VisuallyHidden>
                            {' '}
                            {t('vehicles:cardOf', { plate: vehicle.registrationNumber })}
                          </VisuallyHidden>
                        </Button>
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          onClick={() => setEditing(vehicle._id)}
                          disabled={editing !== null}
                        >
                          {t('account:edit')}
                          <VisuallyHidden> {vehicle.registrationNumber}</VisuallyHidden>
                        </Button>
                        <Button
                          variant="subtle"
                          color="red"
                          c="red.9"
                          size="compact-sm"
                          onClick={() => askRemove(vehicle)}
                        >
                          {t('account:remove')}
                          <VisuallyHidden> {vehicle.registrationNumber}</VisuallyHidden>
                        </Button>
                      </Group>
                    </Group>
                  )}
                </Paper>
              ))}
            </Stack>
          )}
          {editing === 'new' ? (
            <Paper withBorder radius="md" p="md">
              <Text fw={700} mb="sm">
                {t('vehicles:newVehicle')}
              </Text>
              <VehicleForm userId={userId} onDone={() => setEditing(null)} />
            </Paper>
          ) : (
            <Group>
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => setEditing('new')}
                disabled={editing !== null}
              >
                {t('vehicles:addVehicle')}
              </Button>
            </Group>
          )}
        </>
      )}

      <EmergencyCardModal vehicle={carding} onClose={() => setCarding(null)} />
    </Stack>
  );
}
