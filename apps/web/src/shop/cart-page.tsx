import {
  Anchor,
  Button,
  CloseButton,
  Container,
  Group,
  Image,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { MAX_LINE_QUANTITY, type TCartLine } from '@safesathi/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_NAME } from '../config';
import { asRefusal, useErrorText } from '../i18n/error-text';
import { formatAmount } from '../i18n/format';
import { currentLanguage } from '../i18n/i18n';
import { inLanguage } from '../i18n/page-language';
import { PublicFrame } from '../site/public-frame';
import { confirmAction } from '../ui/confirm';
import { FormAlert } from '../ui/form-alert';
import { IconCart, IconShop } from '../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../ui/list-states';
import { useCart } from './cart-store';
import { CartTotals } from './cart-totals';

type Cart = ReturnType<typeof useCart>;

function CartLine({ line, cart }: { line: TCartLine; cart: Cart }) {
  const say = useErrorText();
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState<number | string>(line.quantity);
  const commit = () => {
    const n = Number(quantity);
    if (!Number.isInteger(n) || n < 1 || n > MAX_LINE_QUANTITY) return setQuantity(line.quantity);
    if (n !== line.quantity) void cart.setQuantity(line.productId, n).catch(() => setQuantity(line.quantity));
  };
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm" data-testid="cart-line" aria-label={line.name} role="group">
      {line.image ? (
        <Image src={line.image.thumbUrl} alt="" w={64} h={64} radius="sm" fit="cover" />
      ) : (
        <IconShop size={40} />
      )}
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Anchor component={Link} to={`/shop/${line.productId}`} fw={700} c="dark.7">
          {line.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('cart:each', { price: formatAmount(line.unitPricePaise) })}
        </Text>
        {line.problem ? (
          <Text size="sm" c="red.8" fw={600}>
            {line.problem}
          </Text>
        ) : line.lowStock !== null ? (
          <Text size="sm" c="dimmed">
            {t('cart:onlyLeft', { left: line.lowStock })}
          </Text>
        ) : null}
        <Group gap="sm" align="flex-end">
          <NumberInput
            aria-label={t('cart:quantityOf', { name: line.name })}
            value={quantity}
            onChange={setQuantity}
            onBlur={commit}
            onKeyDown={(e) => e.key === 'Enter' && commit()}
            min={1}
            max={MAX_LINE_QUANTITY}
            allowDecimal={false}
            allowNegative={false}
            w={90}
            size="sm"
          />
          <Text fw={700} ml="auto">
            {formatAmount(line.lineTotalPaise)}
          </Text>
        </Group>
      </Stack>
      <CloseButton
        aria-label={t('cart:removeLine', { name: line.name })}
        onClick={() =>
          confirmAction({
            say,
            title: t('cart:removeTitle'),
            children: t('cart:removeText', { name: line.name, quantity: line.quantity }),
            confirmLabel: t('cart:remove'),
            cancelLabel: t('cart:cancel'),
            action: () => cart.remove(line.productId),
          })
        }
      />
    </Group>
  );
}

function CouponForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const say = useErrorText();
  const current = cart.cart?.couponCode ?? '';
  const [code, setCode] = useState(current);
  const error = cart.cart?.couponError;
  const applied = cart.cart?.coupon;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void cart.setCoupon(code.trim() || null).catch(() => undefined);
      }}
      aria-label={t('cart:coupon')}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={t('cart:couponCode')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
          error={error ? say(asRefusal(error)) : undefined}
          description={
            applied
              ? t('cart:couponSaves', { code: applied.code, amount: formatAmount(applied.discountPaise) })
              : undefined
          }
          style={{ flex: 1 }}
          autoComplete="off"
        />
        {current ? (
          <Button
            variant="subtle"
            color="gray"
            mt={25}
            loading={cart.save.isPending}
            aria-label={t('cart:removeCoupon', { code: current })}
            onClick={() => {
              setCode('');
              void cart.setCoupon(null).catch(() => undefined);
            }}
          >
            {t('cart:remove')}
          </Button>
        ) : (
          <Button type="submit" variant="light" mt={25} loading={cart.save.isPending}>
            {t('cart:apply')}
          </Button>
        )}
      </Group>
    </form>
  );
}

/** /cart: what is in the cart, priced by the server; quantities, remove, coupon; on to checkout. */
export function CartPage() {
  const say = useErrorText();
  const { t } = useTranslation();
  useDocumentTitle(t('cart:pageTitle', { app: APP_NAME }));
  const cart = useCart();
  const data = cart.cart;

  let body: React.ReactNode;
  if (cart.admin) {
    body = <EmptyState title={t('cart:adminTitle')} text={t('cart:adminText')} />;
  } else if (cart.query.isError && !data) {
    body = (
      <LoadError
        error={cart.query.error}
        title={t('cart:loadError')}
        retryLabel={t('cart:tryAgain')}
        onRetry={() => void cart.query.refetch()}
      />
    );
  } else if (!data) {
    body = <SectionLoader label={t('cart:loading')} />;
  } else if (data.lines.length === 0) {
    body = (
      <EmptyState icon={<IconCart />} title={t('cart:emptyTitle')} text={t('cart:emptyText')}>
        <Button component={Link} to={inLanguage(currentLanguage(), '/shop')}>
          {t('cart:goToShop')}
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <Stack gap="md">
        {data.notices.map((n) => (
          <FormAlert key={n} tone="warning">
            {n}
          </FormAlert>
        ))}
        {cart.save.error ? <FormAlert>{say(cart.save.error)}</FormAlert> : null}
        <Paper withBorder radius="lg" p="md">
          <Stack gap="lg">
            {data.lines.map((line) => (
              <CartLine key={`${line.productId}:${line.quantity}`} line={line} cart={cart} />
            ))}
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p="md">
          <Stack gap="md">
            <CouponForm key={data.couponCode ?? ''} cart={cart} />
            <CartTotals totals={data.totals} />
            {!data.ready ? (
              <Text size="sm" c="red.8">
                {t('cart:notReady')}
              </Text>
            ) : null}
            {data.ready ? (
              <Button component={Link} to="/checkout" size="md">
                {t('cart:checkOut')}
              </Button>
            ) : (
              <Button size="md" disabled>
                {t('cart:checkOut')}
              </Button>
            )}
          </Stack>
        </Paper>
      </Stack>
    );
  }

  return (
    <PublicFrame>
      <Container size="sm" py={{ base: 24, sm: 40 }}>
        <Stack gap="lg">
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {t('cart:title')}
          </Title>
          {body}
        </Stack>
      </Container>
    </PublicFrame>
  );
}
