import { Modal, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { MAX_PRODUCT_IMAGES, type TProduct } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api';
import { useValidateAfterSubmit } from '../../lib/forms';
import { ImagePicker } from '../../ui/image-picker';
import { ModalFormActions, useModalSave } from '../common/modal-save';
import { createProduct, fetchCategories, type ProductFields, SHOP_KEY, shopKeys, updateProduct } from './shop-api';

type Values = ProductFields & { files: File[]; removeImages: string[] };

const FIELDS = ['name', 'price', 'discountedPrice', 'categoryId', 'description', 'pictures'] as const;
const ALIASES = { productPicture: 'pictures', removeImages: 'pictures' };

const toNumber = (v: number | string) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v));

function validate(product: TProduct | null) {
  return (v: Values): Record<string, string> => {
    const errors: Record<string, string> = {};
    if (!v.name.trim()) errors.name = 'Enter the product name';
    const price = toNumber(v.price);
    if (Number.isNaN(price)) errors.price = 'Enter the price';
    else if (price < 0) errors.price = 'The price cannot be negative';
    if (v.discountedPrice !== '') {
      const d = toNumber(v.discountedPrice);
      if (d < 0) errors.discountedPrice = 'The discounted price cannot be negative';
      else if (!Number.isNaN(price) && d > price)
        errors.discountedPrice = 'The discounted price cannot be above the price';
    }
    const kept = (product?.images ?? []).filter((f) => !v.removeImages.includes(f)).length;
    if (kept + v.files.length < 1)
      errors.pictures = product ? 'Keep or add at least one picture' : 'Add at least one picture of the product';
    else if (kept + v.files.length > MAX_PRODUCT_IMAGES)
      errors.pictures = `A product can have at most ${MAX_PRODUCT_IMAGES} pictures`;
    return errors;
  };
}

/** Add Product / Edit Product (spec §2): pictures (keep, add, remove), name, prices, category, description. */
export function ProductModal({
  opened,
  product,
  onClose,
}: {
  opened: boolean;
  product: TProduct | null;
  onClose: () => void;
}) {
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={product ? 'Edit Product' : 'Add Product'}
      size="lg"
      fullScreen={narrow}
      closeOnClickOutside={false}
    >
      {opened ? <ProductForm key={product?._id ?? 'new'} product={product} onDone={onClose} /> : null}
    </Modal>
  );
}

function ProductForm({ product, onDone }: { product: TProduct | null; onDone: () => void }) {
  const categories = useQuery({ queryKey: shopKeys.categories, queryFn: ({ signal }) => fetchCategories(signal) });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: product?.name ?? '',
      price: product?.price ?? '',
      discountedPrice: product?.discountedPrice ?? '',
      categoryId: product?.categoryId ?? null,
      description: product?.description ?? '',
      files: [],
      removeImages: [],
    },
    validate: validate(product),
    validateInputOnChange: true,
  });
  const { inputProps, onSubmit, submitted } = useValidateAfterSubmit(form);
  const values = form.getValues();

  const { save, alert, submit } = useModalSave({
    form,
    fields: FIELDS,
    aliases: ALIASES,
    mutationFn: (v: Values) =>
      product ? updateProduct(product._id, v, v.files, v.removeImages) : createProduct(v, v.files),
    invalidate: SHOP_KEY,
    onDone,
  });

  return (
    <form onSubmit={onSubmit(submit)} noValidate>
      <Stack gap="md">
        <ImagePicker
          label="Pictures"
          description={`Up to ${MAX_PRODUCT_IMAGES}; the first is shown on the card.`}
          multiple
          required={!product}
          max={MAX_PRODUCT_IMAGES}
          files={values.files}
          onFilesChange={(files) => form.setFieldValue('files', files)}
          existing={product?.pictures}
          removed={values.removeImages}
          onRemovedChange={(removed) => form.setFieldValue('removeImages', removed)}
          error={submitted ? (form.errors.pictures as string | undefined) : undefined}
        />
        <TextInput label="Name" required {...inputProps('name')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label="Price"
            required
            prefix="₹"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            allowNegative={false}
            {...inputProps('price')}
          />
          <NumberInput
            label="Discounted price"
            description="Leave empty when not discounted."
            prefix="₹"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            allowNegative={false}
            {...inputProps('discountedPrice')}
          />
        </SimpleGrid>
        <Select
          label="Category"
          placeholder="Select category"
          data={(categories.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
          clearable
          searchable
          nothingFoundMessage={
            categories.isLoading ? 'Loading...' : categories.isError ? errorMessage(categories.error) : 'No options'
          }
          comboboxProps={{ withinPortal: true }}
          {...inputProps('categoryId')}
        />
        <Textarea label="Description" autosize minRows={3} maxRows={8} {...inputProps('description')} />
        <ModalFormActions alert={alert} pending={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
