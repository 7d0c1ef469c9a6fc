import { Input, Rating, Stack, Textarea, TextInput } from '@mantine/core';
import { type TReview, ZCreateReviewRequest } from '@safesathi/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { shopKeys } from '../../../shop/shop-keys';
import { FormDialog, ModalFormActions, useModalSave } from '../../../ui/form-dialog';
import { ImagePicker } from '../../../ui/image-picker';
import { createReview, type ReviewFields, updateReview } from './products-api';

type Values = ReviewFields & { picture: File[] };
const REVIEW = ZCreateReviewRequest.pick({ name: true, starRating: true, reviewText: true });

/** + Add Review / Edit (docs/product.md §2 "Product details"): name, 1–5 stars, text, a picture (required on add). */
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
  const { t } = useTranslation();
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={review ? t('adminShop:products.reviews.edit') : t('adminShop:products.reviews.add')}
      formKey={review?._id ?? 'new'}
    >
      <ReviewForm productId={productId} review={review} onDone={onClose} />
    </FormDialog>
  );
}

function ReviewForm({ productId, review, onDone }: { productId: string; review: TReview | null; onDone: () => void }) {
  const { t } = useTranslation();
  const starsId = useId();
  const form = useSchemaForm<Values>({
    schema: REVIEW,
    // A new review needs its picture (the server's rule for the multipart file).
    rules: (v) => ({ picture: review || v.picture.length > 0 ? null : t('adminShop:products.reviews.pictureNeeded') }),
    initialValues: {
      name: review?.name ?? '',
      starRating: review?.starRating ?? 0,
      reviewText: review?.reviewText ?? '',
      picture: [],
    },
  });
  const values = form.getValues();
  const err = (k: string) => form.errors[k] as string | undefined;

  const { save, submit, cancel } = useModalSave({
    form,
    aliases: { productPicture: 'picture' },
    failureTitle: t('adminShop:products.reviews.notSaved'),
    mutationFn: (v: Values) =>
      review ? updateReview(review._id, v, v.picture[0] ?? null) : createReview(productId, v, v.picture[0] ?? null),
    invalidate: shopKeys.backOffice,
    onDone,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('adminShop:products.reviews.name')}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Input.Wrapper
          label={t('adminShop:products.reviews.stars')}
          required
          error={err('starRating')}
          labelElement="div"
          id={starsId}
        >
          <div role="radiogroup" aria-labelledby={`${starsId}-label`} data-path="starRating">
            <Rating
              size="lg"
              value={values.starRating}
              onChange={(v) => form.setFieldValue('starRating', v)}
              getSymbolLabel={(v) => t('adminShop:products.reviews.star', { count: v })}
              mt={4}
            />
          </div>
        </Input.Wrapper>
        <Textarea
          label={t('adminShop:products.reviews.text')}
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('reviewText')}
        />
        <ImagePicker
          label={t('adminShop:products.reviews.picture')}
          required={!review}
          description={review?.image ? t('adminShop:products.reviews.pictureReplaces') : undefined}
          files={values.picture}
          onFilesChange={(files) => form.setFieldValue('picture', files)}
          existing={review?.image ? [review.image] : []}
          error={err('picture')}
        />
        <ModalFormActions pending={save.isPending} onCancel={cancel} />
      </Stack>
    </form>
  );
}
