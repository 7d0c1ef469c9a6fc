import { Badge } from '@mantine/core';
import { useSiteTranslation } from '../i18n/site-text';

/** "Out of stock", "Only 3 left", or nothing when there is plenty. */
export function StockBadge({ inStock, lowStock }: { inStock: boolean; lowStock: number | null }) {
  const { t } = useSiteTranslation();
  if (!inStock)
    return (
      <Badge color="red" variant="light" c="red.9" tt="none">
        {t('shop:outOfStock')}
      </Badge>
    );
  if (lowStock !== null)
    return (
      <Badge color="yellow" variant="light" c="dark.7" tt="none">
        {t('shop:fewLeft', { count: lowStock })}
      </Badge>
    );
  return null;
}
