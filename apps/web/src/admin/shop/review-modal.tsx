import { Input, Modal, Rating, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { TReview } from '@safesathi/contract';
import { useId } from 'react';
import { useValidateAfterSubmit } from '../../lib/forms';
import { ImagePicker } from '../../ui/image-picker';
import { ModalFormActions, useModalSave } from '../common/modal-save';
import { createReview, type ReviewFields, SHOP_KEY, updateReview } from './shop-api';

type Values = ReviewFields & { picture: File[] };
const FIELDS = ['name', 'starRating', 'reviewText', 'picture'] as const;

/** + Add Review / Edit (spec §2 "Product details"): name, 1–5 stars, text, a picture (required on add). */
export function ReviewModal({
  opened,
  productId,
  review,
  onClose,
}: {
  opened: boolean;
  productId: string;
  review: TReview | null;
  onClose: () => void;
}) {
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title={review ? 'Edit Review' : 'Add Review'} fullScreen={narrow}>
      {opened ? <ReviewForm key={review?._id ?? 'new'} productId={productId} review={review} onDone={onClose} /> : null}
    </Modal>
  );
}

function ReviewForm({ productId, review, onDone }: { productId: string; review: TReview | null; onDone: () => void }) {
  const starsId = useId();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: review?.name ?? '',
      starRating: review?.starRating ?? 0,
      reviewText: review?.reviewText ?? '',
      picture: [],
    },
    validate: {
      name: (v) => (v.trim() ? null : 'Enter the name of the reviewer'),
      starRating: (v) => (v >= 1 && v <= 5 ? null : 'Choose 1 to 5 stars'),
      picture: (v) => (review || v.length > 0 ? null : 'Add a picture to the review'),
    },
    validateInputOnChange: true,
  });
  const { inputProps, onSubmit, submitted } = useValidateAfterSubmit(form);
  const values = form.getValues();
  const err = (k: string) => (submitted ? (form.errors[k] as string | undefined) : undefined);

  const { save, alert, submit } = useModalSave({
    form,
    fields: FIELDS,
    aliases: { productPicture: 'picture' },
    mutationFn: (v: Values) =>
      review ? updateReview(review._id, v, v.picture[0] ?? null) : createReview(productId, v, v.picture[0] ?? null),
    invalidate: SHOP_KEY,
    onDone,
  });

  return (
    <form onSubmit={onSubmit(submit)} noValidate>
      <Stack gap="md">
        <TextInput label="Name" required {...inputProps('name')} />
        <Input.Wrapper label="Stars" required error={err('starRating')} labelElement="div" id={starsId}>
          <div role="radiogroup" aria-labelledby={`${starsId}-label`} data-path="starRating">
            <Rating
              size="lg"
              value={values.starRating}
              onChange={(v) => form.setFieldValue('starRating', v)}
              getSymbolLabel={(v) => `${v} ${v === 1 ? 'star' : 'stars'}`}
              mt={4}
            />
          </div>
        </Input.Wrapper>
        <Textarea label="Review" autosize minRows={3} maxRows={8} {...inputProps('reviewText')} />
        <ImagePicker
          label="Picture"
          required={!review}
          description={review?.image ? 'A new picture replaces the current one.' : undefined}
          files={values.picture}
          onFilesChange={(files) => form.setFieldValue('picture', files)}
          existing={review?.image ? [review.image] : []}
          error={err('picture')}
        />
        <ModalFormActions alert={alert} pending={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
