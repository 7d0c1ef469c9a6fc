import { Button, FileInput, Input, Paper, Rating, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { RETURN_WINDOW_DAYS, type TOrder, ZBuyerReviewRequest, ZReturnRequest } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
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
      toastSuccess(answer.message, 'Return asked');
      queryClient.setQueryData(shopKeys.order(order._id), answer.data);
    },
    onError: (error) => setRefused(form.fail(error, { inline: true })),
  });
  return (
    <form
      noValidate
      aria-label="Ask for a return"
      onSubmit={form.submit((v) => {
        setRefused(null);
        if (!ask.isPending) ask.mutate(v.reason);
      })}
    >
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Ask for a return
        </Title>
        <Text size="sm" c="dimmed">
          Within {RETURN_WINDOW_DAYS} days of delivery. A tag that has been activated cannot be returned.
        </Text>
        <Textarea label="What is wrong?" autosize minRows={2} {...form.getInputProps('reason')} />
        <FileInput
          label="A photo (optional)"
          accept="image/jpeg,image/png,image/webp"
          value={photo}
          onChange={setPhoto}
          clearable
          placeholder="Choose a photo"
        />
        {refused ? <FormAlert title="The return was not asked">{refused}</FormAlert> : null}
        <Button type="submit" variant="light" loading={ask.isPending} style={{ alignSelf: 'flex-start' }}>
          Ask for a return
        </Button>
      </Stack>
    </form>
  );
}

/** "Write a review" for a product of a delivered order. */
export function ReviewForm({ order }: { order: TOrder }) {
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
        aria-label="Write a review"
        onSubmit={form.submit((v) => {
          setDone(null);
          setRefused(null);
          if (v.productId && !save.isPending) save.mutate({ ...v, productId: v.productId });
        })}
      >
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Write a review
          </Title>
          {products.length > 1 ? (
            <Select
              label="Product"
              data={products.map((l) => ({ value: l._id!, label: l.name }))}
              allowDeselect={false}
              {...form.getInputProps('productId')}
            />
          ) : (
            <Text size="sm">{products[0]!.name}</Text>
          )}
          <Input.Wrapper label="Stars" required error={form.errors.starRating} labelElement="div" id={starsId}>
            <div role="radiogroup" aria-labelledby={`${starsId}-label`} data-path="starRating">
              <Rating
                value={form.values.starRating}
                onChange={(v) => form.setFieldValue('starRating', v)}
                getSymbolLabel={(v) => `${v} ${v === 1 ? 'star' : 'stars'}`}
                mt={4}
              />
            </div>
          </Input.Wrapper>
          <Textarea
            label="Your review (optional)"
            description="Shown under your first name and initial, marked as a verified buyer."
            autosize
            minRows={2}
            {...form.getInputProps('reviewText')}
          />
          {refused ? <FormAlert title="The review was not saved">{refused}</FormAlert> : null}
          {done ? <FormAlert tone="success">{done}</FormAlert> : null}
          <Button type="submit" variant="light" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            Send the review
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
