import { ActionIcon, Indicator } from '@mantine/core';
import { Link } from 'react-router';
import { useSiteTranslation } from '../i18n/site-text';
import { IconCart } from '../ui/icons';
import { useCart } from './cart-store';

/** The public header's cart: an icon with the number of items, to /cart (not for admins, who have no cart). */
export function CartButton() {
  const { cart, admin } = useCart();
  const { t } = useSiteTranslation();
  if (admin) return null;
  const count = cart?.itemCount ?? 0;
  const label = count === 0 ? t('shop:cart.empty') : t('shop:cart.items', { count });
  return (
    <Indicator label={count} size={18} disabled={count === 0} color="red" offset={4} aria-hidden={false}>
      <ActionIcon
        component={Link}
        to="/cart"
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={label}
        data-testid="cart-button"
      >
        <IconCart size={22} />
      </ActionIcon>
    </Indicator>
  );
}
