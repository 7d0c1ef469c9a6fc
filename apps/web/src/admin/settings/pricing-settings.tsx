import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney, type TSiteSettings, ZRupees, ZShopSettingsRequest } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const auth = useAuth();
  const settings = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => fetchSettings(signal),
  });
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={t('adminSettings:pricing.title')}
    >
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('adminSettings:pricing.title')}
        </Title>
        {settings.isPending ? (
          <SectionLoader label={t('admin:common.loading')} />
        ) : settings.isError ? (
          <LoadError
            error={settings.error}
            title={t('adminSettings:pricing.loadFailed')}
            retryLabel={t('admin:table.retry')}
            onRetry={() => void settings.refetch()}
          />
        ) : auth.can('editShopSettings') ? (
          <PricingForm settings={settings.data} />
        ) : (
          <Text size="sm">
            {t('adminSettings:pricing.summary', {
              fee: formatMoney(settings.data.shippingFeePaise),
              gst: settings.data.taxPercent,
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function PricingForm({ settings }: { settings: TSiteSettings }) {
  const { t } = useTranslation();
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
      toastSuccess(t('adminSettings:pricing.saved'));
    },
    onError: (error) =>
      form.fail(error, { aliases: { shippingFeePaise: 'shippingFee' }, title: t('adminSettings:pricing.notSaved') }),
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
            label={t('adminSettings:pricing.fee')}
            description={t('adminSettings:pricing.feeHint')}
            prefix={settings.currency}
            min={0}
            decimalScale={2}
            allowNegative={false}
            miw={180}
            {...form.getInputProps('shippingFee')}
          />
          <NumberInput
            label={t('adminSettings:pricing.gst')}
            description={t('adminSettings:pricing.gstHint')}
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
            {t('adminSettings:pricing.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
