import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoney, permissionList, type TCoupon } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/date-time';
import { shopKeys } from '../../../shop/shop-keys';
import { IconAlert, IconTicket } from '../../../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../../../ui/list-states';
import { RowActions } from '../../../ui/row-actions';
import { PricingSettings } from '../../settings/pricing-settings';
import { ScreenHeader } from '../../settings/screen-header';
import { useConfirmDelete } from '../../settings/use-delete';
import { CouponModal } from './coupon-modal';
import { deleteCoupon, fetchCoupons } from './coupons-api';

/** docs/product.md §9: a coupon's description is cut at 30 characters plus "...". */
export const shortDescription = (text: string) => (text.length > 30 ? `${text.slice(0, 30)}...` : text);

/** /admin-coupon-code (nav 13): coupon cards with their use so far and expiry. */
export function CouponsPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const [editing, setEditing] = useState<{ coupon: TCoupon | null } | null>(null);
  const coupons = useQuery({
    queryKey: shopKeys.coupons,
    queryFn: ({ signal }) => fetchCoupons(signal),
    enabled: auth.can('viewCouponCode'),
  });
  const askDelete = useConfirmDelete(deleteCoupon, shopKeys.coupons);
  if (!auth.can('viewCouponCode'))
    return (
      <Stack gap="lg">
        <EmptyState
          icon={<IconAlert />}
          title={t('admin:gate.cannotSee', { what: t('adminShop:coupons.what') })}
          text={t('admin:gate.needs', { flags: permissionList(['viewCouponCode']) })}
        />
        {/* The shop-settings flag alone still reaches the order pricing kept on this screen. */}
        {auth.can('editShopSettings') ? <PricingSettings /> : null}
      </Stack>
    );

  return (
    <Stack gap="lg">
      <ScreenHeader
        title={t('adminShop:coupons.title')}
        onAdd={auth.can('addCouponCode') ? () => setEditing({ coupon: null }) : undefined}
      />
      {coupons.isPending ? (
        <SectionLoader label={t('adminShop:coupons.loading')} />
      ) : coupons.isError ? (
        <LoadError
          error={coupons.error}
          title={t('adminShop:coupons.loadFailed')}
          retryLabel={t('admin:table.retry')}
          onRetry={() => void coupons.refetch()}
        />
      ) : coupons.data.length === 0 ? (
        <EmptyState icon={<IconTicket />} title={t('adminShop:coupons.none')} text={t('adminShop:coupons.noneText')} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
          {coupons.data.map((c) => (
            <CouponCard
              key={c._id}
              coupon={c}
              onEdit={auth.can('editCouponCode') ? () => setEditing({ coupon: c }) : undefined}
              onDelete={
                auth.can('deleteCouponCode')
                  ? () =>
                      askDelete(
                        c._id,
                        t('adminShop:coupons.deleteTitle'),
                        t('adminShop:coupons.deleteText', { name: c.discountName }),
                      )
                  : undefined
              }
            />
          ))}
        </SimpleGrid>
      )}
      <PricingSettings />
      <CouponModal coupon={editing?.coupon ?? null} opened={editing !== null} onClose={() => setEditing(null)} />
    </Stack>
  );
}

function CouponCard({ coupon, onEdit, onDelete }: { coupon: TCoupon; onEdit?: () => void; onDelete?: () => void }) {
  const { t } = useTranslation();
  const usedUp = coupon.usedCount >= coupon.maxUsage;
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="article"
      aria-label={t('adminShop:coupons.card', { name: coupon.discountName })}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700} ff="monospace" fz="lg" truncate>
            {coupon.discountName}
          </Text>
          {coupon.expired ? (
            <Badge color="red" variant="light" c="dark.7" tt="none">
              {t('adminShop:coupons.expired')}
            </Badge>
          ) : usedUp ? (
            <Badge color="red" variant="light" c="dark.7" tt="none">
              {t('adminShop:coupons.usedUp')}
            </Badge>
          ) : (
            <Badge color="green" variant="light" c="dark.7" tt="none">
              {t('adminShop:coupons.active')}
            </Badge>
          )}
        </Group>
        <Text fw={600}>{t('adminShop:coupons.off', { percent: coupon.percentDiscount })}</Text>
        <Text size="sm">
          {t('adminShop:coupons.cap')} <strong>{formatMoney(coupon.maxCapPaise)}</strong>
        </Text>
        <Text size="sm" c="dimmed" title={coupon.description || undefined}>
          {coupon.description ? shortDescription(coupon.description) : t('adminShop:coupons.noDescription')}
        </Text>
        <Group gap="md">
          <Text size="sm">{t('adminShop:coupons.used', { used: coupon.usedCount, max: coupon.maxUsage })}</Text>
          <Text size="sm">
            {coupon.expired
              ? t('adminShop:coupons.expiredOn', { date: formatDate(coupon.expiryDate) })
              : t('adminShop:coupons.expires', { date: formatDate(coupon.expiryDate) })}
          </Text>
        </Group>
        <RowActions name={` ${coupon.discountName}`} onEdit={onEdit} onDelete={onDelete} mt={4} />
      </Stack>
    </Card>
  );
}
