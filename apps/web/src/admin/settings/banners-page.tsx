import { Button, Group, Image, Modal, Paper, Stack, Text, Textarea, TextInput, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth } from '../../lib/auth';
import { useValidateAfterSubmit } from '../../lib/forms';
import { IconTrash } from '../../ui/icons';
import { ImagePicker } from '../../ui/image-picker';
import { EmptyState, LoadError, NoAccess, SectionLoader } from '../../ui/list-states';
import { ModalFormActions, useModalSave } from '../common/modal-save';
import { ScreenHeader } from './screen-header';
import { createBanner, deleteBanner, fetchBanners, settingsKeys } from './settings-api';
import { useConfirmDelete } from './use-delete';

/** /admin-banner (nav 4): the landing page's banners. */
export function BannersPage() {
  const auth = useAuth();
  const allowed = ['viewBanner', 'createBanner', 'deleteBanner'].some(auth.can);
  const [adding, setAdding] = useState(false);
  const banners = useQuery({
    queryKey: settingsKeys.banners,
    queryFn: ({ signal }) => fetchBanners(signal),
    enabled: allowed,
  });
  const askDelete = useConfirmDelete(deleteBanner, settingsKeys.banners);
  if (!allowed) return <NoAccess what="the banners" flags={['viewBanner']} />;

  return (
    <Stack gap="lg">
      <ScreenHeader title="Banner Settings" onAdd={auth.can('createBanner') ? () => setAdding(true) : undefined} />
      {banners.isPending ? (
        <SectionLoader label="Loading the banners…" />
      ) : banners.isError ? (
        <LoadError error={banners.error} what="the banners" onRetry={() => void banners.refetch()} />
      ) : banners.data.length === 0 ? (
        <EmptyState title="No banners yet" text="Banners added here are shown on the landing page." />
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Banners">
          {banners.data.map((b) => (
            <Paper key={b._id} component="li" withBorder radius="md" p="sm">
              <Group gap="md" align="flex-start" wrap="wrap">
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
                        'Delete banner?',
                        `The banner “${b.title}” and its picture will be removed from the landing page.`,
                      )
                    }
                  >
                    Delete<VisuallyHidden>: {b.title}</VisuallyHidden>
                  </Button>
                ) : null}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <BannerModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}

type Values = { title: string; description: string; image: File[] };

function BannerModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title="Add Banner" size="lg" fullScreen={narrow}>
      {opened ? <BannerForm onDone={onClose} /> : null}
    </Modal>
  );
}

function BannerForm({ onDone }: { onDone: () => void }) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { title: '', description: '', image: [] },
    validate: {
      title: (v) => (v.trim() ? null : 'Enter the title'),
      description: (v) => (v.trim() ? null : 'Enter the description'),
      image: (v) => (v.length ? null : 'Add the banner picture'),
    },
    validateInputOnChange: true,
  });
  const { inputProps, onSubmit, submitted } = useValidateAfterSubmit(form);
  const { save, alert, submit } = useModalSave({
    form,
    fields: ['title', 'description', 'image'],
    aliases: { imageUrl: 'image' },
    mutationFn: (v: Values) => createBanner(v.title.trim(), v.description.trim(), v.image[0] ?? null),
    invalidate: settingsKeys.banners,
    onDone,
  });
  return (
    <form onSubmit={onSubmit((v) => submit(v))} noValidate>
      <Stack gap="md">
        <ImagePicker
          label="Picture"
          required
          description="A wide picture works best (about 3 : 1)."
          files={form.getValues().image}
          onFilesChange={(files) => form.setFieldValue('image', files)}
          error={submitted ? (form.errors.image as string | undefined) : undefined}
        />
        <TextInput label="Title" required {...inputProps('title')} />
        <Textarea label="Description" required autosize minRows={2} maxRows={6} {...inputProps('description')} />
        <ModalFormActions alert={alert} pending={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
