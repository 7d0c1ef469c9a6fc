import { Button, FileInput, Input, Paper, Rating, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { RETURN_WINDOW_DAYS, type TOrder, ZBuyerReviewRequest, ZReturnRequest } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../i18n/field-errors';
import { toastSuccess } from '../lib/toast';
import { useSchemaForm } from '../lib/use-schema-form';
import { askReturn, writeReview } from '../shop/shop-api';
import { shopKeys } from '../shop/shop-keys';
import { FormAlert } from '../ui/form-alert';

const DAY_MS = 24 * 3600 * 1000;

/** Delivered within the return window, and no return asked yet. */
export function canAskReturn(order: TOrder, now = Date.now()): boolean {
  if (order.status !== 'Delivered' || order.returnRequest) return false;
  const delivered =
    order.actualDeliveryDate ?? [...(order.history ?? [])].reverse().find((h) => h.to === 'Delivered')?.at;
  return !!delivered && now - new Date(delivered).getTime() <= RETURN_WINDOW_DAYS * DAY_MS + DAY_MS;
}

/** "Ask for a return": a reason and an optional photo; the server's refusal (an activated tag…) is shown as it says it. */
export function ReturnForm({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useSchemaForm<{ reason: string }>({ schema: ZReturnRequest, initialValues: { reason: '' } });
  const [photo, setPhoto] = useState<File | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: (reason: string) => {
      const data = new FormData();
      data.set('reason', reason);
      if (photo) data.set('photo', photo);
      return askReturn(order._id, data);
    },
    onSuccess: (answer) => {
      toastSuccess(answer.message, t('order:return.asked'));
      queryClient.setQueryData(shopKeys.order(order._id), answer.data);
    },
    onError: (error) => setRefused(form.fail(error, { inline: true })),
  });
  return (
    <form
      noValidate
      aria-label={t('order:return.title')}
      onSubmit={form.submit((v) => {
        setRefused(null);
        if (!ask.isPending) ask.mutate(v.reason);
      })}
    >
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('order:return.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('order:return.window', { days: RETURN_WINDOW_DAYS })}
        </Text>
        <Textarea
          label={t('order:return.whatIsWrong')}
          autosize
          minRows={2}
          {...form.getInputProps('reason')}
          error={translateFieldError(t, form.errors.reason)}
        />
        <FileInput
          label={t('order:return.photo')}
          accept="image/jpeg,image/png,image/webp"
          value={photo}
          onChange={setPhoto}
          clearable
          placeholder={t('order:return.choosePhoto')}
        />
        {refused ? <FormAlert title={t('order:return.notAsked')}>{refused}</FormAlert> : null}
        <Button type="submit" variant="light" loading={ask.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('order:return.send')}
        </Button>
      </Stack>
    </form>
  );
}

/** "Write a review" for a product of a delivered order. */
export function ReviewForm({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const products = order.productList.filter((l) => l._id);
  const form = useSchemaForm<{ productId: string | null; starRating: number; reviewText: string }>({
    schema: ZBuyerReviewRequest,
    initialValues: { productId: products[0]?._id ?? null, starRating: 0, reviewText: '' },
  });
  const starsId = useId();
  const [done, setDone] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (v: { productId: string; starRating: number; reviewText: string }) =>
      writeReview(v.productId, { starRating: v.starRating, reviewText: v.reviewText || undefined }),
    onSuccess: (answer) => {
      setDone(answer.message);
      form.saved({ ...form.getValues(), starRating: 0, reviewText: '' });
    },
    onError: (error) => setRefused(form.fail(error, { inline: true })),
  });
  if (products.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md">
      <form
        noValidate
        aria-label={t('order:review.title')}
        onSubmit={form.submit((v) => {
          setDone(null);
          setRefused(null);
          if (v.productId && !save.isPending) save.mutate({ ...v, productId: v.productId });
        })}
      >
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('order:review.title')}
          </Title>
          {products.length > 1 ? (
            <Select
              label={t('order:review.product')}
              data={products.map((l) => ({ value: l._id!, label: l.name }))}
              allowDeselect={false}
              {...form.getInputProps('productId')}
            />
          ) : (
            <Text size="sm">{products[0]!.name}</Text>
          )}
          <Input.Wrapper
            label={t('order:review.stars')}
            required
            error={translateFieldError(t, form.errors.starRating)}
            labelElement="div"
            id={starsId}
          >
            <div role="radiogroup" aria-labelledby={`${starsId}-label`} data-path="starRating">
              <Rating
                value={form.values.starRating}
                onChange={(v) => form.setFieldValue('starRating', v)}
                getSymbolLabel={(v) => t('order:review.star', { count: v })}
                mt={4}
              />
            </div>
          </Input.Wrapper>
          <Textarea
            label={t('order:review.text')}
            description={t('order:review.textHelp')}
            autosize
            minRows={2}
            {...form.getInputProps('reviewText')}
            error={translateFieldError(t, form.errors.reviewText)}
          />
          {refused ? <FormAlert title={t('order:review.notSaved')}>{refused}</FormAlert> : null}
          {done ? <FormAlert tone="success">{done}</FormAlert> : null}
          <Button type="submit" variant="light" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('order:review.send')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
