import { Button, Group, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatIndianMobile, ZAssignTagRequest } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { toastSuccess } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { FormAlert } from '../../ui/form-alert';
import { IconSearch } from '../../ui/icons';
import { LoadError, SectionLoader } from '../../ui/list-states';
import { FormModal, useUnsavedChanges } from '../../ui/unsaved-changes';
import { usersByVehicleKey } from '../users/users-api';
import { findOwnersByVehicle, TAGS_KEY, type TTagRow, updateTag } from './qr-api';

interface VehicleOption {
  vehicleId: string;
  registrationNumber: string;
  ownerName: string;
  ownerPhone: string;
  countryCode: string;
}

const compact = (v: string) => v.toUpperCase().replace(/[\s.-]/g, '');

/** Assign a tag to any customer's vehicle: search by registration number, pick, assign (it becomes active). */
export function AssignTagModal({ tag: chosen, onClose }: { tag: TTagRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const last = useRef(chosen);
  if (chosen) last.current = chosen;
  const tag = chosen ?? last.current;
  return (
    <FormModal
      opened={chosen !== null}
      onClose={onClose}
      title={t('adminQrCodes:assignForm.title', { code: tag?.code ?? '' })}
      centered
      size="lg"
    >
      {/* A fresh form each time the modal opens. */}
      {chosen ? <AssignForm key={chosen._id} tag={chosen} onDone={onClose} /> : null}
    </FormModal>
  );
}

function AssignForm({ tag, onDone }: { tag: TTagRow; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(compact(search), 300);
  const owners = useQuery({
    queryKey: usersByVehicleKey(term),
    queryFn: ({ signal }) => findOwnersByVehicle(term, signal),
    enabled: term.length >= 2,
    staleTime: 10_000,
  });

  const options: VehicleOption[] = (owners.data?.data ?? []).flatMap((user) =>
    user.vehicles
      .filter((v) => compact(v.registrationNumber).includes(term))
      .map((v) => ({
        vehicleId: v._id,
        registrationNumber: v.registrationNumber,
        ownerName: user.name,
        ownerPhone: user.phone,
        countryCode: user.countryCode,
      })),
  );

  const form = useSchemaForm<{ vehicleId: string | null }>({
    schema: ZAssignTagRequest,
    // With nothing listed yet, the way forward is the search.
    rules: (v) => ({
      vehicleId: !v.vehicleId && options.length === 0 ? t('adminQrCodes:assignForm.searchFirst') : null,
    }),
    initialValues: { vehicleId: null },
  });
  const guard = useUnsavedChanges(form.isDirty());
  const vehicleId = form.values.vehicleId;

  const assign = useMutation({
    mutationFn: (id: string) => updateTag(tag.code, { vehicleId: id }),
    onSuccess: (answer) => {
      toastSuccess(
        t('adminQrCodes:assignForm.done', {
          code: answer.data.code,
          plate: answer.data.vehicle?.registrationNumber ?? '',
        }),
      );
      void queryClient.invalidateQueries({ queryKey: TAGS_KEY });
      guard.release();
      onDone();
    },
    onError: (error) => form.fail(error, { title: t('adminQrCodes:assignForm.failed') }),
  });

  const noViewCustomer = isApiError(owners.error) && owners.error.status === 403;
  const chosenOption = options.find((o) => o.vehicleId === vehicleId);
  const fieldError = form.errors.vehicleId as string | undefined;

  return (
    <form
      onSubmit={form.submit((v) => {
        if (!assign.isPending && v.vehicleId) assign.mutate(v.vehicleId);
      })}
      noValidate
    >
      <Stack gap="md">
        {tag.vehicle ? (
          <Text size="sm">
            {t('adminQrCodes:assignForm.onNowBefore')} <b>{tag.vehicle.registrationNumber}</b>{' '}
            {t('adminQrCodes:assignForm.onNowAfter')}
          </Text>
        ) : (
          <Text size="sm">{t('adminQrCodes:assignForm.newText')}</Text>
        )}
        <TextInput
          label={t('adminQrCodes:assignForm.search')}
          description={t('adminQrCodes:assignForm.searchHint')}
          // i18n-ignore: a number plate is written the same in every language
          placeholder="DL01AB1234"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            form.setFieldValue('vehicleId', null);
          }}
          data-autofocus
          data-path="search"
          autoComplete="off"
          size="sm"
        />
        {term.length < 2 ? null : owners.isError ? (
          noViewCustomer ? (
            <FormAlert tone="warning">{t('adminQrCodes:assignForm.noPermission')}</FormAlert>
          ) : (
            <LoadError
              error={owners.error}
              title={t('adminQrCodes:assignForm.loadError')}
              retryLabel={t('adminQrCodes:tryAgain')}
              onRetry={() => void owners.refetch()}
            />
          )
        ) : owners.isLoading || owners.isFetching ? (
          <SectionLoader label={t('adminQrCodes:assignForm.searching')} />
        ) : options.length === 0 ? (
          <Text size="sm">{t('adminQrCodes:assignForm.noMatch', { search: search.trim() })}</Text>
        ) : (
          <Radio.Group
            label={t('adminQrCodes:assignForm.choose')}
            {...form.getInputProps('vehicleId')}
            value={vehicleId}
            onChange={(value) => form.setFieldValue('vehicleId', value)}
          >
            <ScrollArea.Autosize mah={260} type="auto" mt="xs">
              <Stack gap="xs">
                {options.map((o) => (
                  <Radio
                    key={o.vehicleId}
                    value={o.vehicleId}
                    label={`${o.registrationNumber} — ${o.ownerName}`}
                    description={formatIndianMobile(o.ownerPhone, o.countryCode)}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Radio.Group>
        )}
        {fieldError && (term.length < 2 || options.length === 0) ? (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {fieldError}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => guard.cancel()} disabled={assign.isPending}>
            {t('adminQrCodes:cancel')}
          </Button>
          <Button type="submit" loading={assign.isPending}>
            {chosenOption
              ? t('adminQrCodes:assignForm.assignTo', { plate: chosenOption.registrationNumber })
              : t('adminQrCodes:assign')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
