import { Anchor, Button, Container, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { APP_NAME } from '../config';
import { asRefusal, useErrorText } from '../i18n/error-text';
import { translateFieldError } from '../i18n/field-errors';
import { formatAmount } from '../i18n/format';
import { currentLanguage } from '../i18n/i18n';
import { inLanguage } from '../i18n/page-language';
import { useAuth } from '../lib/auth';
import { useSchemaForm } from '../lib/use-schema-form';
import { useSiteSettings } from '../site/public-api';
import { PublicFrame } from '../site/public-frame';
import { FormAlert } from '../ui/form-alert';
import { IconCart } from '../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../ui/list-states';
import { useCart } from './cart-store';
import { CartTotals } from './cart-totals';
import { CheckoutAddress } from './checkout-address';
import { type CheckoutValues, checkoutRequest, EMPTY_ADDRESS, ZCheckoutForm } from './checkout-form';
import { openProviderCheckout } from './provider-checkout';
import { fetchMyAddresses, startCheckout } from './shop-api';
import { shopKeys } from './shop-keys';

function CheckoutForm({ userId }: { userId: string }) {
  const say = useErrorText();
  const { t } = useTranslation();
  const cart = useCart();
  const navigate = useNavigate();
  const settings = useSiteSettings();
  const addresses = useQuery({
    queryKey: shopKeys.addresses(userId),
    queryFn: ({ signal }) => fetchMyAddresses(userId, signal),
  });
  const online = settings.data?.onlinePaymentEnabled ?? false;
  const cod = settings.data?.codEnabled ?? false;
  const form = useSchemaForm<CheckoutValues>({
    schema: ZCheckoutForm,
    initialValues: { choice: '', address: EMPTY_ADDRESS, method: '' },
  });
  const [problem, setProblem] = useState<string | null>(null);

  // Defaults once the address book and the settings are in: the first address; online when offered.
  const firstAddress = addresses.data?.[0]?._id;
  useEffect(() => {
    if (addresses.data && !form.getValues().choice) form.setFieldValue('choice', firstAddress ?? 'new');
  }, [addresses.data, firstAddress, form]);
  useEffect(() => {
    if (settings.data && !form.getValues().method) form.setFieldValue('method', online ? 'online' : cod ? 'cod' : '');
  }, [settings.data, online, cod, form]);

  const place = useMutation({
    mutationFn: async (values: CheckoutValues) => {
      const answer = await startCheckout(checkoutRequest(values, cart.cart!.totals.totalPaise));
      if (answer.data.payment) await openProviderCheckout(answer.data.payment);
      return answer;
    },
    onSuccess: (answer) => {
      if (answer.data.payment) return; // the provider's page takes over
      void cart.refresh();
      navigate(`/account/orders/${answer.data.order._id}?payment=cod`);
    },
    onError: (error) => {
      setProblem(form.fail(error, { inline: true }) ?? (error instanceof Error ? say(error) : null));
      void cart.refresh();
    },
  });

  if (cart.query.isError && !cart.cart)
    return (
      <LoadError
        error={cart.query.error}
        title={t('checkout:cartLoadError')}
        retryLabel={t('checkout:tryAgain')}
        onRetry={() => void cart.query.refetch()}
      />
    );
  if (!cart.cart || addresses.isPending || settings.isPending) return <SectionLoader label={t('checkout:loading')} />;
  if (addresses.isError)
    return (
      <LoadError
        error={addresses.error}
        title={t('checkout:addressesLoadError')}
        retryLabel={t('checkout:tryAgain')}
        onRetry={() => void addresses.refetch()}
      />
    );
  const c = cart.cart;
  if (c.lines.length === 0)
    return (
      <EmptyState icon={<IconCart />} title={t('checkout:emptyTitle')} text={t('checkout:emptyText')}>
        <Button component={Link} to={inLanguage(currentLanguage(), '/shop')}>
          {t('checkout:goToShop')}
        </Button>
      </EmptyState>
    );

  return (
    <form
      noValidate
      aria-label={t('checkout:formLabel')}
      onSubmit={form.submit((values) => {
        if (place.isPending) return;
        setProblem(null);
        place.mutate(values);
      })}
    >
      <Stack gap="md">
        {c.notices.map((n) => (
          <FormAlert key={n} tone="warning">
            {n}
          </FormAlert>
        ))}
        <Paper withBorder radius="lg" p="md">
          <Stack gap="xs">
            <Title order={2} fz="lg">
              {t('checkout:yourOrder')}
            </Title>
            {c.lines.map((l) => (
              <Group key={l.productId} justify="space-between" wrap="nowrap">
                <Text size="sm" c={l.available ? undefined : 'red.8'}>
                  {l.name} × {l.quantity}
                  {l.problem ? ` — ${l.problem}` : ''}
                </Text>
                <Text size="sm">{formatAmount(l.lineTotalPaise)}</Text>
              </Group>
            ))}
            {c.couponError ? (
              <Text size="sm" c="red.8">
                {t('checkout:couponNotApplied', { code: c.couponCode, reason: say(asRefusal(c.couponError)) })}
              </Text>
            ) : null}
            <CartTotals totals={c.totals} />
            <Anchor component={Link} to="/cart" size="sm">
              {t('checkout:changeCart')}
            </Anchor>
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p="md">
          <CheckoutAddress form={form} addresses={addresses.data} />
        </Paper>
        <Paper withBorder radius="lg" p="md">
          {!online && !cod ? (
            <Text c="red.8">{t('checkout:noPayments')}</Text>
          ) : (
            <Radio.Group
              label={t('checkout:pay')}
              name="method"
              {...form.getInputProps('method')}
              error={translateFieldError(t, form.errors.method)}
            >
              <Stack gap="xs" mt="xs">
                {online ? (
                  <Radio value="online" label={t('checkout:online')} description={t('checkout:onlineHelp')} />
                ) : null}
                {cod ? <Radio value="cod" label={t('checkout:cod')} description={t('checkout:codHelp')} /> : null}
              </Stack>
            </Radio.Group>
          )}
        </Paper>
        {problem ? <FormAlert title={t('checkout:notPlaced')}>{problem}</FormAlert> : null}
        <Button type="submit" size="md" loading={place.isPending} disabled={!c.ready || (!online && !cod)}>
          {form.getValues().method === 'cod'
            ? t('checkout:placeOrder')
            : t('checkout:payAmount', { amount: formatAmount(c.totals.totalPaise) })}
        </Button>
      </Stack>
    </form>
  );
}

/** /checkout (signed in: the guard sends a visitor to sign in and back here, the cart merged on the way). */
export function CheckoutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('checkout:pageTitle', { app: APP_NAME }));
  const auth = useAuth();
  const user = auth.user;
  return (
    <PublicFrame>
      <Container size="sm" py={{ base: 24, sm: 40 }}>
        <Stack gap="lg">
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {t('checkout:title')}
          </Title>
          {user?.usertype === 'Customer' ? (
            <CheckoutForm userId={user._id} />
          ) : (
            <EmptyState title={t('checkout:customersOnly')} text={t('checkout:customersOnlyText')} />
          )}
        </Stack>
      </Container>
    </PublicFrame>
  );
}
