import { ActionIcon, Anchor, AspectRatio, Card, Center, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import type { TProduct } from '@safesathi/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconInfo, IconPencil, IconShop, IconTrash } from '../../../ui/icons';
import { ProductPrice } from '../../../ui/product-price';
import { Stars } from '../../../ui/stars';
import classes from './product-card.module.css';
import { productPath } from './products-api';

/** A product in the shop grid (docs/product.md §2 "Shop"): picture, name, price, stars; edit / delete / details on hover. */
export function ProductCard({
  product,
  onEdit,
  onDelete,
}: {
  product: TProduct;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation();
  const picture = product.pictures[0];
  return (
    <Card withBorder radius="lg" padding="sm" className={classes.card} component="article" aria-label={product.name}>
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          {picture ? (
            <Image src={picture.thumbUrl} alt={product.name} fit="cover" loading="lazy" />
          ) : (
            <Center bg="gray.1" c="gray.6" aria-hidden>
              <IconShop size={40} />
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Group gap={4} className={classes.actions} wrap="nowrap">
        {onEdit ? (
          <Tooltip label={t('adminShop:products.edit')}>
            <ActionIcon
              variant="white"
              color="dark"
              radius="xl"
              aria-label={t('adminShop:products.editOne', { name: product.name })}
              onClick={onEdit}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
        ) : null}
        {onDelete ? (
          <Tooltip label={t('adminShop:products.delete')}>
            <ActionIcon
              variant="white"
              color="red.8"
              radius="xl"
              aria-label={t('adminShop:products.deleteOne', { name: product.name })}
              onClick={onDelete}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        ) : null}
        <Tooltip label={t('adminShop:products.details')}>
          <ActionIcon
            variant="white"
            color="dark"
            radius="xl"
            component={Link}
            to={productPath(product._id)}
            state={{ product }}
            aria-label={t('adminShop:products.detailsOf', { name: product.name })}
          >
            <IconInfo size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Stack gap={4} mt="sm">
        <Anchor component={Link} to={productPath(product._id)} c="dark" fw={600} lineClamp={2} underline="hover">
          {product.name}
        </Anchor>
        <ProductPrice product={product} />
        <Stars value={product.rating.average} count={product.rating.count} />
        {product.category ? (
          <Text size="xs" c="dimmed">
            {product.category.name}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
