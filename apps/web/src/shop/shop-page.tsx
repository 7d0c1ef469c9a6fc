import { Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TStoreProduct } from '@safesathi/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { APP_NAME } from '../config';
import { useSiteTranslation } from '../i18n/site-text';
import { PublicFrame } from '../site/public-frame';
import { IconShop } from '../ui/icons';
import { EmptyState, LoadError } from '../ui/list-states';
import { ProductPrice } from '../ui/product-price';
import { Stars } from '../ui/stars';
import { sitePriceWords, siteStarsWords } from './list-words';
import { ProductPicture } from './product-picture';
import { ShippingNote } from './shipping-note';
import { fetchShopProducts } from './shop-api';
import { shopKeys } from './shop-keys';
import { StockBadge } from './stock-badge';

function ProductTile({ product, first }: { product: TStoreProduct; first: boolean }) {
  const { t } = useSiteTranslation();
  const picture = product.pictures[0];
  return (
    <Card withBorder radius="lg" padding="sm" component={Link} to={`/shop/${product._id}`} data-testid="store-product">
      <Card.Section>
        <ProductPicture picture={picture} ratio={4 / 3} first={first} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text fw={700} lineClamp={2}>
          {product.name}
        </Text>
        <ProductPrice product={product} words={sitePriceWords(t)} />
        <Group gap="xs" justify="space-between">
          <Stars value={product.rating.average} count={product.reviewCount} size={14} words={siteStarsWords(t)} />
          <StockBadge inStock={product.inStock} lowStock={product.lowStock} />
        </Group>
      </Stack>
    </Card>
  );
}

type ProductsPage = Awaited<ReturnType<typeof fetchShopProducts>>;
const nextPage = (p: ProductsPage | undefined) => (p && p.page * p.limit < p.total ? p.page + 1 : undefined);

/**
 * The products on sale a page at a time: the first page (rendered with the page by the server), then the
 * pages "Show more" brings, to the last product (ADR 0060).
 */
function useShopProducts() {
  const first = useQuery({ queryKey: shopKeys.storeProducts, queryFn: ({ signal }) => fetchShopProducts(1, signal) });
  const [wantMore, setWantMore] = useState(false);
  const more = useInfiniteQuery({
    queryKey: shopKeys.storeProductPages,
    queryFn: ({ pageParam, signal }) => fetchShopProducts(pageParam, signal),
    initialPageParam: 2,
    getNextPageParam: nextPage,
    enabled: wantMore && nextPage(first.data) !== undefined,
  });
  const pages = [first.data, ...(more.data?.pages ?? [])].filter((p): p is ProductsPage => !!p);
  // A product that moved between pages while they loaded is shown once.
  const seen = new Set<string>();
  const list = pages.flatMap((p) => p.data).filter((p) => !seen.has(p._id) && seen.add(p._id));
  const last = pages.at(-1);
  return {
    first,
    more,
    list,
    total: last?.total ?? 0,
    hasMore: nextPage(last) !== undefined,
    showMore: () => (wantMore ? void more.fetchNextPage() : setWantMore(true)),
    // A failed "Show more": the page that failed is asked again (the first of them, if none came).
    retryMore: () => void (more.data ? more.fetchNextPage() : more.refetch()),
  };
}

/** /shop: the products on sale (public). */
export function ShopPage() {
  const { t } = useSiteTranslation();
  useDocumentTitle(t('site:meta.shopTitle', { app: APP_NAME }));
  const { first: products, more, list, total, hasMore, showMore, retryMore } = useShopProducts();

  return (
    <PublicFrame>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 28, sm: 36 }}>
              {t('shop:title')}
            </Title>
            <Text c="dimmed">{t('shop:intro')}</Text>
            <ShippingNote />
          </div>
          {products.isError ? (
            <LoadError
              error={products.error}
              what="the shop"
              onRetry={() => void products.refetch()}
              retrying={products.isFetching}
            />
          ) : products.isPending ? (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} role="status" aria-label={t('shop:loading')}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h={280} radius="lg" />
              ))}
            </SimpleGrid>
          ) : list.length === 0 ? (
            <EmptyState icon={<IconShop />} title={t('shop:emptyTitle')} text={t('shop:emptyText')} />
          ) : (
            <>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
                {list.map((product, i) => (
                  <ProductTile key={product._id} product={product} first={i === 0} />
                ))}
              </SimpleGrid>
              {more.isError ? (
                <LoadError error={more.error} what="more products" onRetry={retryMore} retrying={more.isFetching} />
              ) : hasMore ? (
                <Stack align="center" gap={4}>
                  <Button variant="light" onClick={showMore} loading={more.isFetching}>
                    {t('shop:showMore')}
                  </Button>
                  <Text size="sm" c="dimmed">
                    {t('shop:shown', { shown: list.length, count: total })}
                  </Text>
                </Stack>
              ) : null}
            </>
          )}
        </Stack>
      </Container>
    </PublicFrame>
  );
}
