import {
  Anchor,
  AspectRatio,
  Badge,
  Button,
  Center,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { TProduct } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isNotFound } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { shopKeys } from '../../../shop/shop-keys';
import { IconArrowLeft, IconPencil, IconShop, IconTrash } from '../../../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../../../ui/list-states';
import { ProductPrice } from '../../../ui/product-price';
import { Stars } from '../../../ui/stars';
import { RecordTabs } from '../../audit/record-history';
import { useAdminDocumentTitle } from '../../page-title';
import { useDeleteProduct } from './delete-product';
import { ProductModal } from './product-modal';
import { fetchProduct } from './products-api';
import { ReviewsPanel } from './reviews-panel';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/admin-shop" size="sm" w="fit-content">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} /> {t('adminShop:products.page.back')}
      </Group>
    </Anchor>
  );
}

/**
 * /admin/products/:id (docs/product.md §2 "Product details"), so the page survives a reload; the spec's
 * bare /admin-product-details redirects here (admin/screens.ts LEGACY_PATHS).
 */
export function ProductDetailsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  useAdminDocumentTitle(t('adminShop:products.page.title'));
  return <ProductDetails id={id} />;
}

function ProductDetails({ id }: { id: string }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const askDelete = useDeleteProduct(() => navigate('/admin-shop', { replace: true }));
  const query = useQuery({ queryKey: shopKeys.product(id), queryFn: ({ signal }) => fetchProduct(id, signal) });
  const product = query.data;

  return (
    <Stack gap="lg">
      <BackLink />
      {query.isPending ? (
        <SectionLoader label={t('adminShop:products.page.loading')} />
      ) : query.isError ? (
        isNotFound(query.error) ? (
          <EmptyState
            icon={<IconShop />}
            title={t('adminShop:products.page.notFound')}
            text={t('adminShop:products.page.notFoundText')}
          >
            <Button component={Link} to="/admin-shop" variant="light">
              {t('adminShop:products.page.goShop')}
            </Button>
          </EmptyState>
        ) : (
          <LoadError
            error={query.error}
            what={t('adminShop:products.page.what')}
            onRetry={() => void query.refetch()}
          />
        )
      ) : product ? (
        <>
          <Group justify="space-between" gap="sm" align="flex-start">
            <Title order={1} fz={{ base: 22, sm: 28 }} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {product.name}
            </Title>
            <Group gap="sm">
              {auth.can('editProduct') ? (
                <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
                  {t('adminShop:products.edit')}
                </Button>
              ) : null}
              {auth.can('deleteProduct') ? (
                <Button
                  variant="light"
                  color="red"
                  c="red.9"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => askDelete(product)}
                >
                  {t('adminShop:products.delete')}
                </Button>
              ) : null}
            </Group>
          </Group>
          <RecordTabs kind="product" id={product._id}>
            <Stack gap="lg">
              <Summary product={product} />
              <ReviewsPanel productId={product._id} />
            </Stack>
          </RecordTabs>
          <ProductModal opened={editing} product={product} onClose={() => setEditing(false)} />
        </>
      ) : null}
    </Stack>
  );
}

function Summary({ product }: { product: TProduct }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const picture = product.pictures[shown] ?? product.pictures[0];
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-label={t('adminShop:products.page.summary')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="xs">
          <AspectRatio ratio={4 / 3}>
            {picture ? (
              <Image
                src={picture.url}
                alt={t('adminShop:products.page.pictureAlt', { name: product.name, n: shown + 1 })}
                radius="md"
                fit="contain"
                bg="gray.0"
              />
            ) : (
              <Center bg="gray.1" c="gray.6" aria-hidden>
                <IconShop size={48} />
              </Center>
            )}
          </AspectRatio>
          {product.pictures.length > 1 ? (
            <Group gap="xs" aria-label={t('adminShop:products.page.pictures')}>
              {product.pictures.map((p, i) => (
                <UnstyledButton
                  key={p.file}
                  onClick={() => setShown(i)}
                  aria-label={t('adminShop:products.page.showPicture', { n: i + 1 })}
                  aria-pressed={i === shown}
                  style={{
                    borderRadius: 8,
                    outline: i === shown ? '2px solid var(--mantine-color-sathi-7)' : undefined,
                    outlineOffset: 2,
                  }}
                >
                  <Image src={p.thumbUrl} alt="" w={56} h={56} radius="sm" fit="cover" />
                </UnstyledButton>
              ))}
            </Group>
          ) : null}
        </Stack>
        <Stack gap="sm">
          <ProductPrice product={product} size="xl" />
          <Stars value={product.rating.average} count={product.rating.count} size={18} />
          {product.category ? (
            <Badge variant="light" tt="none" w="fit-content">
              {product.category.name}
            </Badge>
          ) : null}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {product.description || t('adminShop:products.page.noDescription')}
          </Text>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
