import { SimpleGrid, TagsInput, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { TShipOrderRequest } from '@safesathi/contract';

type ShipField = keyof TShipOrderRequest;

/**
 * What "Mark shipped" asks of one order, in the bulk dialog and the one-order dialog alike: the
 * courier and tracking number (both texted to the customer), the tracking link, and the tags
 * packed in the box. `field` answers a field's input props from the form that holds them.
 */
export function ShipFields({ field }: { field: (name: ShipField) => GetInputPropsReturnType }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label="Courier" placeholder="e.g. Delhivery" required {...field('courier')} />
        <TextInput label="Tracking number" required {...field('trackingNumber')} />
        <TextInput label="Tracking link" placeholder="https://…" {...field('trackingUrl')} />
      </SimpleGrid>
      <TagsInput
        mt="sm"
        label="QR tags in the box"
        description="Scan or type each tag's code, then Enter. A tag activated by the customer is not refundable."
        clearable
        {...field('tagCodes')}
      />
    </>
  );
}
