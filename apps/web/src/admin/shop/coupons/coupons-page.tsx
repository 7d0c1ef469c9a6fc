import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoney, type TCoupon } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/date-time';
import { shopKeys } from '../../../shop/shop-keys';
import { IconTicket } from '../../../ui/icons';
import { EmptyState, LoadError, NoAccess, SectionLoader } from '../../../ui/list-states';
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
        <NoAccess what="the coupons" flags={['viewCouponCode']} />
        {/* The shop-settings flag alone still reaches the order pricing kept on this screen. */}
        {auth.can('editShopSettings') ? <PricingSettings /> : null}
      </Stack>
    );

  return (
    <Stack gap="lg">
      <ScreenHeader
        title="Coupon Code"
        onAdd={auth.can('addCouponCode') ? () => setEditing({ coupon: null }) : undefined}
      />
      {coupons.isPending ? (
        <SectionLoader label="Loading the coupons…" />
      ) : coupons.isError ? (
        <LoadError error={coupons.error} what="the coupons" onRetry={() => void coupons.refetch()} />
      ) : coupons.data.length === 0 ? (
        <EmptyState
          icon={<IconTicket />}
          title="No coupons yet"
          text="Coupons give a percent off an order, up to a cap."
        />
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
                        'Delete coupon?',
                        `${c.discountName} can no longer be used. Orders that used it keep their code and discount.`,
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
  const usedUp = coupon.usedCount >= coupon.maxUsage;
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={`Coupon ${coupon.discountName}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700} ff="monospace" fz="lg" truncate>
            {coupon.discountName}
          </Text>
          {coupon.expired ? (
            <Badge color="red" variant="light" c="dark.7" tt="none">
              Expired
            </Badge>
          ) : usedUp ? (
            <Badge color="red" variant="light" c="dark.7" tt="none">
              Used up
            </Badge>
          ) : (
            <Badge color="green" variant="light" c="dark.7" tt="none">
              Active
            </Badge>
          )}
        </Group>
        <Text fw={600}>{coupon.percentDiscount} % off</Text>
        <Text size="sm">
          Max Cap: <strong>{formatMoney(coupon.maxCapPaise)}</strong>
        </Text>
        <Text size="sm" c="dimmed" title={coupon.description || undefined}>
          {coupon.description ? shortDescription(coupon.description) : 'No description'}
        </Text>
        <Group gap="md">
          <Text size="sm">
            Used {coupon.usedCount} of {coupon.maxUsage}
          </Text>
          <Text size="sm">
            {coupon.expired ? 'Expired' : 'Expires'} {formatDate(coupon.expiryDate)}
          </Text>
        </Group>
        <RowActions name={` ${coupon.discountName}`} onEdit={onEdit} onDelete={onDelete} mt={4} />
      </Stack>
    </Card>
  );
}
