import { SimpleGrid, TagsInput, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { TShipOrderRequest } from '@safesathi/contract';
import { useTranslation } from 'react-i18next';

type ShipField = keyof TShipOrderRequest;

/**
 * What "Mark shipped" asks of one order, in the bulk dialog and the one-order dialog alike: the
 * courier and tracking number (both texted to the customer), the tracking link, and the tags
 * packed in the box. `field` answers a field's input props from the form that holds them.
 */
export function ShipFields({ field }: { field: (name: ShipField) => GetInputPropsReturnType }) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('adminShop:ship.courier')}
          placeholder={t('adminShop:ship.courierExample')}
          required
          {...field('courier')}
        />
        <TextInput label={t('adminShop:ship.trackingNumber')} required {...field('trackingNumber')} />
        <TextInput
          label={t('adminShop:ship.trackingLink')}
          // i18n-ignore: an address reads the same in every language
          placeholder="https://…"
          {...field('trackingUrl')}
        />
      </SimpleGrid>
      <TagsInput
        mt="sm"
        label={t('adminShop:ship.tags')}
        description={t('adminShop:ship.tagsHint')}
        clearable
        {...field('tagCodes')}
      />
    </>
  );
}
