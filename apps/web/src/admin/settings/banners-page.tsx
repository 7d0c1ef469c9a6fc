import { Button, Group, Image, Paper, Stack, Text, Textarea, TextInput, VisuallyHidden } from '@mantine/core';
import { type TBanner, ZBannerRequest } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useAuth } from '../../lib/auth';
import { useReorder } from '../../lib/use-reorder';
import { useSchemaForm } from '../../lib/use-schema-form';
import { FormDialog, ModalFormActions, useModalSave } from '../../ui/form-dialog';
import { IconTrash } from '../../ui/icons';
import { ImagePicker } from '../../ui/image-picker';
import { EmptyState, LoadError, SectionLoader } from '../../ui/list-states';
import { SortableList } from '../../ui/sortable-list';
import { ScreenHeader } from './screen-header';
import { createBanner, deleteBanner, fetchBanners, settingsKeys } from './settings-api';
import { useConfirmDelete } from './use-delete';

/** /admin-banner (nav 4): the landing page's banners. */
export function BannersPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const allowed = (['viewBanner', 'createBanner', 'deleteBanner'] as const).some(auth.can);
  const [adding, setAdding] = useState(false);
  const banners = useQuery({
    queryKey: settingsKeys.banners,
    queryFn: ({ signal }) => fetchBanners(signal),
    enabled: allowed,
  });
  const askDelete = useConfirmDelete(deleteBanner, settingsKeys.banners);
  const reorder = useReorder<TBanner>(settingsKeys.banners, '/api/banners/order', 'banners');
  const canAdd = auth.can('createBanner');

  return (
    <Stack gap="lg">
      <ScreenHeader
        title={t('adminSettings:banners.title')}
        onAdd={auth.can('createBanner') ? () => setAdding(true) : undefined}
      />
      {banners.isPending ? (
        <SectionLoader label={t('adminSettings:banners.loading')} />
      ) : banners.isError ? (
        <LoadError
          error={banners.error}
          title={t('adminSettings:banners.loadFailed')}
          retryLabel={t('admin:table.retry')}
          onRetry={() => void banners.refetch()}
        />
      ) : banners.data.length === 0 ? (
        <EmptyState title={t('adminSettings:banners.none')} text={t('adminSettings:banners.noneText')} />
      ) : (
        <SortableList
          items={banners.data}
          getId={(b) => b._id}
          getName={(b) => t('adminSettings:banners.name', { title: b.title })}
          label={t('adminSettings:banners.list')}
          disabledReason={canAdd ? null : t('adminSettings:banners.noReorder')}
          onReorder={(ids) => reorder.mutate(ids)}
          renderItem={(b, _i, handle) => (
            <Paper withBorder radius="md" p="sm">
              <Group gap="md" align="flex-start" wrap="wrap">
                {handle}
                <Image
                  src={b.image.thumbUrl}
                  alt={b.title}
                  w={{ base: '100%', xs: 160 }}
                  h={90}
                  radius="sm"
                  fit="cover"
                />
                <Stack gap={2} style={{ flex: 1, minWidth: 180 }}>
                  <Text fw={600}>{b.title}</Text>
                  <Text size="sm" c="dimmed">
                    {b.description}
                  </Text>
                </Stack>
                {auth.can('deleteBanner') ? (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    c="red.9"
                    leftSection={<IconTrash size={14} />}
                    onClick={() =>
                      askDelete(
                        b._id,
                        t('adminSettings:banners.deleteTitle'),
                        t('adminSettings:banners.deleteText', { title: b.title }),
                      )
                    }
                  >
                    {t('adminSettings:delete')}
                    <VisuallyHidden>: {b.title}</VisuallyHidden>
                  </Button>
                ) : null}
              </Group>
            </Paper>
          )}
        />
      )}
      <BannerModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}

type Values = { title: string; description: string; image: File[] };
/** The banner request, and its picture (sent as the `imageUrl` file). */
const BANNER = ZBannerRequest.extend({ image: z.array(z.any()).min(1, 'Add the banner picture') });

function BannerModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormDialog opened={opened} onClose={onClose} title={t('adminSettings:banners.add')} size="lg">
      <BannerForm onDone={onClose} />
    </FormDialog>
  );
}

function BannerForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm<Values>({ schema: BANNER, initialValues: { title: '', description: '', image: [] } });
  const { save, submit, cancel } = useModalSave({
    form,
    aliases: { imageUrl: 'image' },
    mutationFn: (v: Values) => createBanner(v.title.trim(), v.description.trim(), v.image[0] ?? null),
    invalidate: settingsKeys.banners,
    onDone,
    failureTitle: t('adminSettings:banners.notAdded'),
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ImagePicker
          label={t('adminSettings:banners.picture')}
          required
          description={t('adminSettings:banners.pictureHint')}
          files={form.getValues().image}
          onFilesChange={(files) => form.setFieldValue('image', files)}
          error={form.errors.image as string | undefined}
        />
        <TextInput label={t('adminSettings:banners.titleField')} required {...form.getInputProps('title')} />
        <Textarea
          label={t('adminSettings:banners.description')}
          required
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('description')}
        />
        <ModalFormActions
          pending={save.isPending}
          onCancel={cancel}
          submitLabel={t('adminSettings:save')}
          cancelLabel={t('admin:common.cancel')}
        />
      </Stack>
    </form>
  );
}
