import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatMoney, type TSiteSettings, ZRupees, ZSiteSettingsRequest } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useSchemaForm } from '../../lib/use-schema-form';
import { LoadError, SectionLoader } from '../../ui/list-states';
import { useUnsavedChanges } from '../../ui/unsaved-changes';

const KEY = ['settings', 'site'] as const;
type Values = { shippingFee: number | string; taxPercent: number | string };
/** The settings request as the form holds it: the shipping fee in rupees (sent in paise). */
const PRICING = z.object({
  shippingFee: ZRupees('shipping fee').refine((paise) => paise <= 1_000_000, 'The shipping fee can be at most ₹10,000'),
  taxPercent: ZSiteSettingsRequest.shape.taxPercent,
});

/**
 * The two settings every order is priced with (ADR 0008): the flat shipping fee and the tax
 * rate. Beside the coupons, since together they make an order's total. Saving needs the
 * site-settings flag (editContactUs); others see the values.
 */
export function PricingSettings() {
  const auth = useAuth();
  const settings = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.GET('/api/settings', { signal }).then((r) => r.data),
  });
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Order pricing">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Order pricing
        </Title>
        {settings.isPending ? (
          <SectionLoader label="Loading…" />
        ) : settings.isError ? (
          <LoadError error={settings.error} what="the pricing" onRetry={() => void settings.refetch()} />
        ) : auth.can('editContactUs') ? (
          <PricingForm settings={settings.data} />
        ) : (
          <Text size="sm">
            Shipping {formatMoney(settings.data.shippingFeePaise)} per order · Tax {settings.data.taxPercent} % of the
            goods after the coupon.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function PricingForm({ settings }: { settings: TSiteSettings }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<Values>({
    schema: PRICING,
    initialValues: { shippingFee: settings.shippingFeePaise / 100, taxPercent: settings.taxPercent },
  });
  useUnsavedChanges(form.isDirty());
  const save = useMutation({
    mutationFn: (v: Values) =>
      api.PUT('/api/settings', {
        body: {
          shippingFeePaise: Math.round(Number(v.shippingFee) * 100),
          taxPercent: Number(v.taxPercent),
        },
      }),
    onSuccess: (answer) => {
      form.saved({ shippingFee: answer.data.shippingFeePaise / 100, taxPercent: answer.data.taxPercent });
      queryClient.setQueryData(KEY, answer.data);
      notifications.show({ color: 'green', message: 'Order pricing saved. New orders use it.' });
    },
    onError: (error) =>
      form.fail(error, { aliases: { shippingFeePaise: 'shippingFee' }, title: 'The pricing was not saved' }),
  });
  return (
    <form
      onSubmit={form.submit((v) => {
        if (!save.isPending) save.mutate(v);
      })}
      noValidate
    >
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          <NumberInput
            label="Shipping fee"
            description="Charged once per order."
            prefix="₹"
            min={0}
            decimalScale={2}
            allowNegative={false}
            miw={180}
            {...form.getInputProps('shippingFee')}
          />
          <NumberInput
            label="Tax rate"
            description="Of the goods after the coupon."
            suffix=" %"
            min={0}
            max={100}
            decimalScale={2}
            allowNegative={false}
            miw={180}
            {...form.getInputProps('taxPercent')}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" variant="default" loading={save.isPending}>
            Save pricing
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
