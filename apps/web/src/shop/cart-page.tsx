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
import { formatMoney, MAX_LINE_QUANTITY, type TCartLine } from '@safesathi/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { APP_NAME } from '../config';
import { messageWithWait } from '../lib/api';
import { PublicFrame } from '../site/public-frame';
import { confirmAction } from '../ui/confirm';
import { FormAlert } from '../ui/form-alert';
import { IconCart, IconShop } from '../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../ui/list-states';
import { useCart } from './cart-store';
import { CartTotals } from './cart-totals';

type Cart = ReturnType<typeof useCart>;

function CartLine({ line, cart }: { line: TCartLine; cart: Cart }) {
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
          {formatMoney(line.unitPricePaise)} each
        </Text>
        {line.problem ? (
          <Text size="sm" c="red.8" fw={600}>
            {line.problem}
          </Text>
        ) : line.lowStock !== null ? (
          <Text size="sm" c="dimmed">
            Only {line.lowStock} left
          </Text>
        ) : null}
        <Group gap="sm" align="flex-end">
          <NumberInput
            aria-label={`Quantity of ${line.name}`}
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
            {formatMoney(line.lineTotalPaise)}
          </Text>
        </Group>
      </Stack>
      <CloseButton
        aria-label={`Remove ${line.name}`}
        onClick={() =>
          confirmAction({
            title: 'Remove from your cart?',
            children: `${line.name} × ${line.quantity} leaves your cart.`,
            confirmLabel: 'Remove',
            action: () => cart.remove(line.productId),
          })
        }
      />
    </Group>
  );
}

function CouponForm({ cart }: { cart: Cart }) {
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
      aria-label="Coupon"
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label="Coupon code"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
          error={error ? error.message : undefined}
          description={applied ? `${applied.code} saves ${formatMoney(applied.discountPaise)}` : undefined}
          style={{ flex: 1 }}
          autoComplete="off"
        />
        {current ? (
          <Button
            variant="subtle"
            color="gray"
            mt={25}
            loading={cart.save.isPending}
            aria-label={`Remove coupon ${current}`}
            onClick={() => {
              setCode('');
              void cart.setCoupon(null).catch(() => undefined);
            }}
          >
            Remove
          </Button>
        ) : (
          <Button type="submit" variant="light" mt={25} loading={cart.save.isPending}>
            Apply
          </Button>
        )}
      </Group>
    </form>
  );
}

/** /cart: what is in the cart, priced by the server; quantities, remove, coupon; on to checkout. */
export function CartPage() {
  useDocumentTitle(`Your cart · ${APP_NAME}`);
  const cart = useCart();
  const data = cart.cart;

  let body: React.ReactNode;
  if (cart.admin) {
    body = <EmptyState title="Admins have no cart" text="Sign in as a customer to buy from the shop." />;
  } else if (cart.query.isError && !data) {
    body = <LoadError error={cart.query.error} what="your cart" onRetry={() => void cart.query.refetch()} />;
  } else if (!data) {
    body = <SectionLoader label="Loading your cart…" />;
  } else if (data.lines.length === 0) {
    body = (
      <EmptyState icon={<IconCart />} title="Your cart is empty" text="Add a QR tag or a safety kit from the shop.">
        <Button component={Link} to="/shop">
          Go to the shop
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
        {cart.save.error ? <FormAlert>{messageWithWait(cart.save.error)}</FormAlert> : null}
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
                Remove or change the products marked above before checking out.
              </Text>
            ) : null}
            {data.ready ? (
              <Button component={Link} to="/checkout" size="md">
                Check out
              </Button>
            ) : (
              <Button size="md" disabled>
                Check out
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
            Your cart
          </Title>
          {body}
        </Stack>
      </Container>
    </PublicFrame>
  );
}
