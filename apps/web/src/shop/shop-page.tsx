import { Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TStoreProduct } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { APP_NAME } from '../config';
import { PublicFrame } from '../site/public-frame';
import { IconShop } from '../ui/icons';
import { EmptyState, LoadError } from '../ui/list-states';
import { ProductPrice } from '../ui/product-price';
import { Stars } from '../ui/stars';
import { ProductPicture } from './product-picture';
import { fetchStoreProducts, shopKeys } from './shop-api';
import { StockBadge } from './stock-badge';

function ProductTile({ product }: { product: TStoreProduct }) {
  const picture = product.pictures[0];
  return (
    <Card withBorder radius="lg" padding="sm" component={Link} to={`/shop/${product._id}`} data-testid="store-product">
      <Card.Section>
        <ProductPicture picture={picture} ratio={4 / 3} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text fw={700} lineClamp={2}>
          {product.name}
        </Text>
        <ProductPrice product={product} />
        <Group gap="xs" justify="space-between">
          <Stars value={product.rating.average} count={product.reviewCount} size={14} />
          <StockBadge inStock={product.inStock} lowStock={product.lowStock} />
        </Group>
      </Stack>
    </Card>
  );
}

/** /shop: the products on sale (public). */
export function ShopPage() {
  useDocumentTitle(`Shop · ${APP_NAME}`);
  const products = useQuery({ queryKey: shopKeys.products, queryFn: ({ signal }) => fetchStoreProducts(signal) });
  const list = products.data ?? [];

  return (
    <PublicFrame>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 28, sm: 36 }}>
              Shop
            </Title>
            <Text c="dimmed">QR tags for your car or bike, and safety kits, delivered across India.</Text>
          </div>
          {products.isError ? (
            <LoadError
              error={products.error}
              what="the shop"
              onRetry={() => void products.refetch()}
              retrying={products.isFetching}
            />
          ) : products.isPending ? (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} role="status" aria-label="Loading the shop">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h={280} radius="lg" />
              ))}
            </SimpleGrid>
          ) : list.length === 0 ? (
            <EmptyState
              icon={<IconShop />}
              title="Nothing on sale right now"
              text="Tags and kits will be back soon. Please check again later."
            />
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
              {list.map((product) => (
                <ProductTile key={product._id} product={product} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Container>
    </PublicFrame>
  );
}
