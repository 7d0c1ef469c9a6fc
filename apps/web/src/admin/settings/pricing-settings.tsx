import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney, type TSiteSettings, ZRupees, ZShopSettingsRequest } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useAuth } from '../../lib/auth';
import { toastSuccess } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { LoadError, SectionLoader } from '../../ui/list-states';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { fetchSettings, saveShopSettings, settingsKeys } from './settings-api';

const KEY = settingsKeys.site;
type Values = { shippingFee: number | string; taxPercent: number | string };
/** The settings request as the form holds it: the shipping fee in rupees (sent in paise). */
const PRICING = z.object({
  shippingFee: ZRupees('shipping fee').refine((paise) => paise <= 1_000_000, {
    error: () => `The shipping fee can be at most ${formatMoney(1_000_000)}`,
  }),
  taxPercent: ZShopSettingsRequest.shape.taxPercent,
});

/**
 * The two settings every order is priced with (ADR 0008): the flat shipping fee and the tax
 * rate. Beside the coupons, since together they make an order's total. Saving needs the
 * shop-settings flag (editShopSettings, ADR 0042): money, not the website editor's; others see the values.
 */
export function PricingSettings() {
  const auth = useAuth();
  const settings = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => fetchSettings(signal),
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
        ) : auth.can('editShopSettings') ? (
          <PricingForm settings={settings.data} />
        ) : (
          <Text size="sm">
            Shipping {formatMoney(settings.data.shippingFeePaise)} per order · GST {settings.data.taxPercent} %,
            included in the prices and the shipping fee.
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
      saveShopSettings({ shippingFeePaise: Math.round(Number(v.shippingFee) * 100), taxPercent: Number(v.taxPercent) }),
    onSuccess: (answer) => {
      form.saved({ shippingFee: answer.data.shippingFeePaise / 100, taxPercent: answer.data.taxPercent });
      queryClient.setQueryData(KEY, answer.data);
      toastSuccess('Order pricing saved. New orders use it.');
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
            description="Charged once per order, GST included."
            prefix={settings.currency}
            min={0}
            decimalScale={2}
            allowNegative={false}
            miw={180}
            {...form.getInputProps('shippingFee')}
          />
          <NumberInput
            label="GST rate"
            description="Included in the prices and the shipping fee, not added to them."
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
