import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSiteTranslation } from '../../i18n/site-text';
import { sitePriceWords } from '../../shop/list-words';
import { ProductPicture } from '../../shop/product-picture';
import { fetchShopProducts } from '../../shop/shop-api';
import { shopKeys } from '../../shop/shop-keys';
import { ProductPrice } from '../../ui/product-price';
import { Section, WRAPPING } from './sections';

/** The landing page's "Get your tag": the tags on sale with their photo and price, and "Buy". Hidden when nothing is on sale. */
export function ShopTeaser() {
  const { t, to } = useSiteTranslation();
  const products = useQuery({
    queryKey: shopKeys.storeProducts,
    queryFn: ({ signal }) => fetchShopProducts(1, signal),
  });
  const list = (products.data?.data ?? []).filter((p) => p.isTag && p.inStock).slice(0, 2);
  if (products.isError || (products.isSuccess && list.length === 0)) return null;
  return (
    <Section id="buy" title={t('site:shopTeaser.title')} kicker={t('site:shopTeaser.kicker')} tinted>
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={760}>
        {products.isPending
          ? [0, 1].map((i) => <Skeleton key={i} h={300} radius="lg" />)
          : list.map((p) => (
              <Card key={p._id} withBorder radius="lg" padding="md" component="article" aria-label={p.name}>
                <Card.Section>
                  <ProductPicture picture={p.pictures[0]} ratio={16 / 10} alt={p.name} />
                </Card.Section>
                <Stack gap={6} mt="sm">
                  <Text fw={700}>{p.name}</Text>
                  <Group justify="space-between">
                    <ProductPrice product={p} words={sitePriceWords(t)} />
                    <Button
                      component={Link}
                      to={`/shop/${p._id}`}
                      aria-label={t('site:shopTeaser.buyNamed', { name: p.name })}
                    >
                      {t('site:shopTeaser.buy')}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            ))}
      </SimpleGrid>
      <Button component={Link} to={to('/shop')} variant="subtle" mt="md" {...WRAPPING}>
        {t('site:shopTeaser.all')}
      </Button>
    </Section>
  );
}
