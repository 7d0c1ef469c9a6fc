import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { formatMoney, type TSiteSettings } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useValidateAfterSubmit } from '../../lib/forms';
import { applyServerErrors } from '../../lib/server-errors';
import { FormAlert } from '../../ui/form-alert';
import { LoadError, SectionLoader } from '../../ui/list-states';

const KEY = ['settings', 'site'] as const;
type Values = { shippingFee: number | string; taxPercent: number | string };

/**
 * The two settings every order is priced with (ADR 0008): the flat shipping fee and the tax
 * rate. Beside the coupons, since together they make an order's total. Saving needs the
 * site-settings flag (editContactUs); others see the values.
 */
export function PricingSettings() {
  const auth = useAuth();
  const settings = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<{ data: TSiteSettings }>('/api/settings', { signal }).then((r) => r.data),
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
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { shippingFee: settings.shippingFeePaise / 100, taxPercent: settings.taxPercent },
    validate: {
      shippingFee: (v) => (v === '' || Number(v) < 0 ? 'Enter the shipping fee (₹0 or more)' : null),
      taxPercent: (v) => (v === '' || Number(v) < 0 || Number(v) > 100 ? 'Enter a tax rate from 0 to 100 %' : null),
    },
    validateInputOnChange: true,
  });
  const { inputProps, onSubmit } = useValidateAfterSubmit(form);
  const [alert, setAlert] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (v: Values) =>
      api.put<{ data: TSiteSettings; message: string }>('/api/settings', {
        shippingFeePaise: Math.round(Number(v.shippingFee) * 100),
        taxPercent: Number(v.taxPercent),
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(KEY, answer.data);
      notifications.show({ color: 'green', message: 'Order pricing saved. New orders use it.' });
    },
    onError: (error) =>
      setAlert(applyServerErrors(form, error, ['shippingFee', 'taxPercent'], { shippingFeePaise: 'shippingFee' })),
  });
  return (
    <form
      onSubmit={onSubmit((v) => {
        setAlert(null);
        save.mutate(v);
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
            {...inputProps('shippingFee')}
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
            {...inputProps('taxPercent')}
          />
        </Group>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <Group justify="flex-end">
          <Button type="submit" variant="default" loading={save.isPending}>
            Save pricing
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
