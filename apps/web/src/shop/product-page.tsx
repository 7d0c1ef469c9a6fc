import {
  Anchor,
  AspectRatio,
  Button,
  Center,
  Container,
  Grid,
  Group,
  Image,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { MAX_LINE_QUANTITY, type TStoreProductDetail } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { APP_NAME } from '../config';
import { isNotFound, messageWithWait } from '../lib/api';
import { formatDate } from '../lib/date-time';
import { PublicFrame } from '../site/public-frame';
import { FormAlert } from '../ui/form-alert';
import { IconArrowLeft, IconShop } from '../ui/icons';
import { EmptyState, LoadError } from '../ui/list-states';
import { ProductPrice } from '../ui/product-price';
import { Stars } from '../ui/stars';
import { useCart } from './cart-store';
import { ShippingNote } from './shipping-note';
import { fetchStoreProduct } from './shop-api';
import { shopKeys } from './shop-keys';
import { StockBadge } from './stock-badge';

function Photos({ product }: { product: TStoreProductDetail }) {
  const [shown, setShown] = useState(0);
  const picture = product.pictures[shown] ?? product.pictures[0];
  return (
    <Stack gap="xs">
      <AspectRatio ratio={4 / 3}>
        {picture ? (
          <Image src={picture.url} alt={product.name} fit="cover" radius="lg" />
        ) : (
          <Center bg="gray.1" c="gray.6" style={{ borderRadius: 16 }} aria-hidden>
            <IconShop size={64} />
          </Center>
        )}
      </AspectRatio>
      {product.pictures.length > 1 ? (
        <Group gap="xs">
          {product.pictures.map((p, i) => (
            <UnstyledButton
              key={p.file}
              onClick={() => setShown(i)}
              aria-label={`Photo ${i + 1} of ${product.pictures.length}`}
              aria-pressed={i === shown}
            >
              <Image src={p.thumbUrl} alt="" w={56} h={56} radius="sm" fit="cover" />
            </UnstyledButton>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}

function AddToCart({ product }: { product: TStoreProductDetail }) {
  const { add, save } = useCart();
  const [quantity, setQuantity] = useState<number | string>(1);
  const [added, setAdded] = useState<string | null>(null);
  const max = product.lowStock ?? MAX_LINE_QUANTITY;
  const valid = typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1 && quantity <= max;

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="Quantity"
          value={quantity}
          onChange={setQuantity}
          min={1}
          max={max}
          allowDecimal={false}
          allowNegative={false}
          w={110}
          disabled={!product.inStock}
          error={valid ? undefined : `Choose from 1 to ${max}`}
        />
        <Button
          size="md"
          disabled={!product.inStock || !valid}
          loading={save.isPending}
          onClick={() => {
            setAdded(null);
            void add(product._id, Number(quantity)).then(
              () => setAdded(`${product.name} × ${quantity} is in your cart.`),
              () => undefined,
            );
          }}
        >
          Add to cart
        </Button>
      </Group>
      {save.error ? <FormAlert>{messageWithWait(save.error)}</FormAlert> : null}
      {added ? (
        <FormAlert tone="success">
          {added}{' '}
          <Anchor component={Link} to="/cart" fw={700} c="dark.8" td="underline">
            View cart
          </Anchor>
        </FormAlert>
      ) : null}
    </Stack>
  );
}

function Reviews({ product }: { product: TStoreProductDetail }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="reviews-title">
      <Title order={2} fz="xl" id="reviews-title">
        Reviews
      </Title>
      {product.reviews.length === 0 ? (
        <Text c="dimmed">No reviews yet. Buyers can review it once it is delivered.</Text>
      ) : (
        product.reviews.map((r) => (
          <Paper key={r._id} withBorder radius="md" p="md" component="article">
            <Group justify="space-between" gap="xs">
              <Text fw={700}>{r.name}</Text>
              <Text size="xs" c="dimmed">
                {formatDate(r.createdAt)}
                {r.verifiedBuyer ? ' · Verified buyer' : ''}
              </Text>
            </Group>
            <Stars value={r.starRating} />
            {r.reviewText ? <Text mt={4}>{r.reviewText}</Text> : null}
          </Paper>
        ))
      )}
    </Stack>
  );
}

/** /shop/:id: a product's photos, description, price, stock and reviews, and "Add to cart" (public). */
export function ProductPage() {
  const { id = '' } = useParams();
  const product = useQuery({
    queryKey: shopKeys.storeProduct(id),
    queryFn: ({ signal }) => fetchStoreProduct(id, signal),
  });
  useDocumentTitle(`${product.data?.name ?? 'Shop'} · ${APP_NAME}`);
  const p = product.data;

  return (
    <PublicFrame>
      <Container size="lg" py={{ base: 16, sm: 32 }}>
        <Anchor component={Link} to="/shop" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} /> All products
          </Group>
        </Anchor>
        {product.isError ? (
          isNotFound(product.error) ? (
            <EmptyState
              icon={<IconShop />}
              title="This product is not on sale"
              text="It may have sold out or been withdrawn."
            >
              <Button component={Link} to="/shop" variant="light">
                See what is on sale
              </Button>
            </EmptyState>
          ) : (
            <LoadError error={product.error} what="this product" onRetry={() => void product.refetch()} />
          )
        ) : !p ? (
          <Stack mt="md" role="status" aria-label="Loading the product">
            <Title order={1} fz={{ base: 24, sm: 32 }}>
              Loading…
            </Title>
            <Skeleton h={320} radius="lg" />
          </Stack>
        ) : (
          <Stack gap="xl" mt="md">
            <Grid gutter="xl">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Photos product={p} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Stack gap="sm">
                  <Title order={1} fz={{ base: 24, sm: 32 }}>
                    {p.name}
                  </Title>
                  <Stars value={p.rating.average} count={p.reviewCount} />
                  <ProductPrice product={p} size="xl" />
                  <ShippingNote />
                  <StockBadge inStock={p.inStock} lowStock={p.lowStock} />
                  <Text style={{ whiteSpace: 'pre-line' }}>{p.description}</Text>
                  <AddToCart product={p} />
                </Stack>
              </Grid.Col>
            </Grid>
            <Reviews product={p} />
          </Stack>
        )}
      </Container>
    </PublicFrame>
  );
}
