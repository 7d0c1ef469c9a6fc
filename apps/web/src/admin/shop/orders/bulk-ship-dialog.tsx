import { Button, Group, List, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type TBulkShipRequest, type TOrder, ZBulkShipRequest } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiAnswer } from '../../../lib/api';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { FormAlert } from '../../../ui/form-alert';
import { FormDialog } from '../../../ui/form-dialog';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';
import { ORDERS_KEY, shipOrders } from './orders-api';
import { ShipFields } from './ship-fields';

type Refused = ApiAnswer<'post', '/api/admin/orders/bulk-ship'>['data']['refused'];

/**
 * "Mark shipped" for the selected orders: a courier and tracking number for each (one courier can
 * be applied to all). One request ships every order that may move; those that may not are listed
 * back with why, and each customer shipped is texted the tracking.
 */
export function BulkShipDialog({ orders, onClose }: { orders: TOrder[] | null; onClose: (shipped: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <FormDialog
      opened={orders !== null}
      onClose={() => onClose(false)}
      title={t('adminShop:orders.markShipped')}
      size="xl"
    >
      {orders ? <BulkShipForm orders={orders} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function BulkShipForm({ orders, onClose }: { orders: TOrder[]; onClose: (shipped: boolean) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [courierForAll, setCourierForAll] = useState('');
  const [refused, setRefused] = useState<Refused | null>(null);
  const form = useSchemaForm<TBulkShipRequest>({
    schema: ZBulkShipRequest,
    initialValues: {
      orders: orders.map((o) => ({
        orderId: o._id,
        courier: o.tracking?.courier ?? '',
        trackingNumber: o.tracking?.trackingNumber ?? '',
        trackingUrl: o.tracking?.trackingUrl ?? '',
        tagCodes: o.tagCodes,
      })),
    },
  });
  const guard = useUnsavedChanges(form.isDirty() && refused === null);
  const ship = useMutation({
    mutationFn: shipOrders,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
      notifications.show({ color: answer.data.refused.length ? 'yellow' : 'green', message: answer.message });
      guard.release();
      if (answer.data.refused.length === 0) onClose(true);
      else setRefused(answer.data.refused);
    },
    onError: (error) => form.fail(error, { title: t('adminShop:bulkShip.notShipped') }),
  });
  const numberOf = new Map(orders.map((o) => [o._id, o.orderNumber]));

  if (refused)
    return (
      <Stack gap="md">
        <FormAlert title={t('adminShop:bulkShip.refused', { refused: refused.length, total: orders.length })}>
          <List size="sm" spacing={4}>
            {refused.map((r) => (
              <List.Item key={r.orderId}>
                <strong>{r.orderNumber ?? numberOf.get(r.orderId) ?? r.orderId}</strong>: {r.reason}
              </List.Item>
            ))}
          </List>
        </FormAlert>
        <Text size="sm">{t('adminShop:bulkShip.othersShipped')}</Text>
        <Group justify="flex-end">
          <Button onClick={() => onClose(true)}>{t('adminShop:bulkShip.close')}</Button>
        </Group>
      </Stack>
    );

  return (
    <form
      noValidate
      onSubmit={form.submit((values) => {
        if (!ship.isPending) ship.mutate(values);
      })}
    >
      <Stack gap="md">
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('adminShop:bulkShip.courierForAll')}
            placeholder={t('adminShop:ship.courierExample')}
            value={courierForAll}
            onChange={(e) => setCourierForAll(e.currentTarget.value)}
            style={{ flex: 1 }}
            miw={180}
          />
          <Button
            variant="default"
            disabled={!courierForAll.trim()}
            onClick={() =>
              form.setFieldValue(
                'orders',
                form.getValues().orders.map((o) => ({ ...o, courier: courierForAll.trim() })),
              )
            }
          >
            {t('adminShop:bulkShip.applyToAll')}
          </Button>
        </Group>
        {form.getValues().orders.map((o, i) => (
          <Paper
            key={o.orderId}
            withBorder
            p="sm"
            radius="md"
            component="fieldset"
            aria-label={t('adminShop:orders.rowName', { number: numberOf.get(o.orderId) })}
          >
            <Text fw={600} ff="monospace" size="sm" mb={6} component="legend">
              {numberOf.get(o.orderId)}
            </Text>
            <ShipFields field={(name) => form.getInputProps(`orders.${i}.${name}`)} />
          </Paper>
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => guard.cancel(() => onClose(false))} disabled={ship.isPending}>
            {t('admin:common.cancel')}
          </Button>
          <Button type="submit" loading={ship.isPending}>
            {t('adminShop:bulkShip.submit', { count: orders.length })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
