import { Text } from '@mantine/core';
import { formatMoney } from '@safesathi/contract';
import { useSiteTranslation } from '../i18n/site-text';
import { useSiteSettings } from '../site/public-api';

/**
 * What a buyer pays on top of the prices shown, said before the cart: prices include GST, and the
 * shipping fee (a setting) is added once per order. Until the settings arrive it says so without
 * the amount rather than a wrong one.
 */
export function ShippingNote({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  const { t } = useSiteTranslation();
  const settings = useSiteSettings().data;
  const fee = settings?.shippingFeePaise;
  return (
    <Text size={size} c="dimmed" data-testid="shipping-note">
      {t('shop:gst')}{' '}
      {fee === undefined
        ? t('shop:shippingLater')
        : fee === 0
          ? t('shop:shippingFree')
          : t('shop:shippingFee', { fee: formatMoney(fee) })}
    </Text>
  );
}
