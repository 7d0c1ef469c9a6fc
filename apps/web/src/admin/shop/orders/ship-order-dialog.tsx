import { Button, Group, Stack, Text } from '@mantine/core';
import { type TOrder, type TShipOrderRequest, ZShipOrderRequest } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { FormAlert } from '../../../ui/form-alert';
import { FormDialog } from '../../../ui/form-dialog';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';
import { ORDERS_KEY, shipOrder } from './orders-api';
import { ShipFields } from './ship-fields';

/** Whether "Mark shipped" is offered for this order: the status rules let it move to Shipped. */
export const canShip = (order: Pick<TOrder, 'allowedMoves'>) => order.allowedMoves.includes('Shipped');

/**
 * "Mark shipped" for one order, from its row in the list or its page: the same questions as the
 * bulk action (courier, tracking number, link, the tags in the box), and its customer is texted
 * the tracking. A refusal (already shipped meanwhile, a tag in another box) is said in the dialog.
 */
export function ShipOrderDialog({ order, onClose }: { order: TOrder | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormDialog
      opened={order !== null}
      onClose={onClose}
      title={t('adminShop:orders.markShipped')}
      size="xl"
      formKey={order?._id}
    >
      {order ? <ShipOrderForm order={order} onDone={onClose} /> : null}
    </FormDialog>
  );
}

function ShipOrderForm({ order, onDone }: { order: TOrder; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useSchemaForm<TShipOrderRequest>({
    schema: ZShipOrderRequest,
    initialValues: {
      courier: order.tracking?.courier ?? '',
      trackingNumber: order.tracking?.trackingNumber ?? '',
      trackingUrl: order.tracking?.trackingUrl ?? '',
      tagCodes: order.tagCodes,
    },
  });
  const guard = useUnsavedChanges(form.isDirty());
  const ship = useMutation({
    mutationFn: (values: TShipOrderRequest) => shipOrder(order._id, values),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
      toastSuccess(answer.message);
      guard.release();
      onDone();
    },
    onError: (error) => setRefusal(form.fail(error, { inline: true })),
  });

  return (
    <form
      noValidate
      onSubmit={form.submit((values) => {
        setRefusal(null);
        if (!ship.isPending) ship.mutate(values);
      })}
    >
      <Stack gap="md">
        <Text size="sm">{t('adminShop:ship.intro', { number: order.orderNumber, name: order.customerId.name })}</Text>
        {refusal ? <FormAlert title={t('adminShop:ship.failed')}>{refusal}</FormAlert> : null}
        <ShipFields field={(name) => form.getInputProps(name)} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => guard.cancel(onDone)} disabled={ship.isPending}>
            {t('admin:common.cancel')}
          </Button>
          <Button type="submit" loading={ship.isPending}>
            {t('adminShop:orders.markShipped')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
