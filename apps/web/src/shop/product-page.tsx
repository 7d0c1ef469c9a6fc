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
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { APP_NAME } from '../config';
import { useErrorText } from '../i18n/error-text';
import { currentLanguage, isRtlScreen } from '../i18n/i18n';
import { inLanguage } from '../i18n/page-language';
import { isNotFound } from '../lib/api';
import { formatDate } from '../lib/date-time';
import { PublicFrame } from '../site/public-frame';
import { FormAlert } from '../ui/form-alert';
import { IconArrowLeft, IconShop } from '../ui/icons';
import { EmptyState, LoadError } from '../ui/list-states';
import { type PriceWords, ProductPrice } from '../ui/product-price';
import { Stars, type StarsWords } from '../ui/stars';
import { useCart } from './cart-store';
import { ShippingNote } from './shipping-note';
import { fetchStoreProduct } from './shop-api';
import { shopKeys } from './shop-keys';
import { StockBadge } from './stock-badge';

const starsWords = (t: TFunction): StarsWords => ({
  none: t('cart:product.stars.none'),
  noneShort: t('cart:product.stars.noneShort'),
  rated: (value, count) =>
    count === undefined
      ? t('cart:product.stars.rated', { value })
      : t('cart:product.stars.ratedFrom', { value, count }),
});
const priceWords = (t: TFunction): PriceWords => ({
  was: (price) => t('cart:product.price.was', { price }),
  inclGst: t('cart:product.price.inclGst'),
});

function Photos({ product }: { product: TStoreProductDetail }) {
  const { t } = useTranslation();
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
              aria-label={t('cart:product.photo', { n: i + 1, total: product.pictures.length })}
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
  const say = useErrorText();
  const { t } = useTranslation();
  const { add, save } = useCart();
  const [quantity, setQuantity] = useState<number | string>(1);
  const [added, setAdded] = useState<string | null>(null);
  const max = product.lowStock ?? MAX_LINE_QUANTITY;
  const valid = typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1 && quantity <= max;

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={t('cart:product.quantity')}
          value={quantity}
          onChange={setQuantity}
          min={1}
          max={max}
          allowDecimal={false}
          allowNegative={false}
          w={110}
          disabled={!product.inStock}
          error={valid ? undefined : t('cart:product.chooseQuantity', { max })}
        />
        <Button
          size="md"
          disabled={!product.inStock || !valid}
          loading={save.isPending}
          onClick={() => {
            setAdded(null);
            void add(product._id, Number(quantity)).then(
              () => setAdded(t('cart:product.added', { name: product.name, quantity })),
              () => undefined,
            );
          }}
        >
          {t('cart:product.addToCart')}
        </Button>
      </Group>
      {save.error ? <FormAlert>{say(save.error)}</FormAlert> : null}
      {added ? (
        <FormAlert tone="success">
          {added}{' '}
          <Anchor component={Link} to="/cart" fw={700} c="dark.8" td="underline">
            {t('cart:product.viewCart')}
          </Anchor>
        </FormAlert>
      ) : null}
    </Stack>
  );
}

function Reviews({ product }: { product: TStoreProductDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="reviews-title">
      <Title order={2} fz="xl" id="reviews-title">
        {t('cart:product.reviews')}
      </Title>
      {product.reviews.length === 0 ? (
        <Text c="dimmed">{t('cart:product.noReviews')}</Text>
      ) : (
        product.reviews.map((r) => (
          <Paper key={r._id} withBorder radius="md" p="md" component="article">
            <Group justify="space-between" gap="xs">
              <Text fw={700}>{r.name}</Text>
              <Text size="xs" c="dimmed">
                {formatDate(r.createdAt)}
                {r.verifiedBuyer ? ` · ${t('cart:product.verifiedBuyer')}` : ''}
              </Text>
            </Group>
            <Stars value={r.starRating} words={starsWords(t)} />
            {r.reviewText ? <Text mt={4}>{r.reviewText}</Text> : null}
          </Paper>
        ))
      )}
    </Stack>
  );
}

/** /shop/:id: a product's photos, description, price, stock and reviews, and "Add to cart" (public). */
export function ProductPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const shop = inLanguage(currentLanguage(), '/shop');
  const product = useQuery({
    queryKey: shopKeys.storeProduct(id),
    queryFn: ({ signal }) => fetchStoreProduct(id, signal),
  });
  useDocumentTitle(t('cart:product.pageTitle', { name: product.data?.name ?? t('cart:product.shop'), app: APP_NAME }));
  const p = product.data;

  return (
    <PublicFrame>
      <Container size="lg" py={{ base: 16, sm: 32 }}>
        <Anchor component={Link} to={shop} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} style={isRtlScreen() ? { transform: 'scaleX(-1)' } : undefined} />{' '}
            {t('cart:product.allProducts')}
          </Group>
        </Anchor>
        {product.isError ? (
          isNotFound(product.error) ? (
            <EmptyState icon={<IconShop />} title={t('cart:product.notOnSale')} text={t('cart:product.notOnSaleText')}>
              <Button component={Link} to={shop} variant="light">
                {t('cart:product.seeOnSale')}
              </Button>
            </EmptyState>
          ) : (
            <LoadError
              error={product.error}
              title={t('cart:product.loadError')}
              retryLabel={t('cart:tryAgain')}
              onRetry={() => void product.refetch()}
            />
          )
        ) : !p ? (
          <Stack mt="md" role="status" aria-label={t('cart:product.loading')}>
            <Title order={1} fz={{ base: 24, sm: 32 }}>
              {t('cart:product.loadingTitle')}
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
                  <Stars value={p.rating.average} count={p.reviewCount} words={starsWords(t)} />
                  <ProductPrice product={p} size="xl" words={priceWords(t)} />
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
