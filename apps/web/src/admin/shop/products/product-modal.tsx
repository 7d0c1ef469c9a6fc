import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { MAX_PRODUCT_IMAGES, type TProduct, ZCreateProductRequest } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api';
import type { SchemaForm } from '../../../lib/use-schema-form';
import { shopKeys } from '../../../shop/shop-keys';
import { useCurrency } from '../../../site/public-api';
import { type OpenDialog, SchemaFormDialog, valuesOf } from '../../../ui/form-dialog';
import { ImagePicker } from '../../../ui/image-picker';
import { createProduct, fetchCategories, type ProductFields, updateProduct } from './products-api';

type Values = ProductFields & { files: File[]; removeImages: string[] };

/** The server's picture fields, said beside the picture picker. */
const ALIASES = { productPicture: 'files', removeImages: 'files' };

/** The pictures a product keeps plus those added: at least one, at most MAX_PRODUCT_IMAGES. */
function pictureRule(product: TProduct | null) {
  return (v: Values) => {
    const count = (product?.images ?? []).filter((f) => !v.removeImages.includes(f)).length + v.files.length;
    if (count > MAX_PRODUCT_IMAGES) return { files: `A product can have at most ${MAX_PRODUCT_IMAGES} pictures` };
    if (count < 1)
      return { files: product ? 'Keep or add at least one picture' : 'Add at least one picture of the product' };
    return {};
  };
}

/** Add Product / Edit Product (docs/product.md §2): pictures (keep, add, remove), name, prices, category, description. */
export function ProductModal({ product, ...dialog }: { product: TProduct | null } & OpenDialog) {
  return (
    <SchemaFormDialog
      {...dialog}
      noun="Product"
      record={product}
      size="lg"
      form={{
        schema: ZCreateProductRequest,
        rules: pictureRule(product),
        initialValues: valuesOf<Values>(product, {
          name: '',
          price: '',
          discountedPrice: '',
          categoryId: null,
          description: '',
          files: [],
          removeImages: [],
        }),
      }}
      save={{
        aliases: ALIASES,
        failureTitle: 'The product was not saved',
        mutationFn: (v: Values) =>
          product ? updateProduct(product._id, v, v.files, v.removeImages) : createProduct(v, v.files),
        invalidate: shopKeys.backOffice,
      }}
    >
      {(form) => <ProductInputs form={form} product={product} />}
    </SchemaFormDialog>
  );
}

/** The product's fields; the categories are asked for once the dialog opens. */
function ProductInputs({ form, product }: { form: SchemaForm<Values>; product: TProduct | null }) {
  const currency = useCurrency();
  const categories = useQuery({ queryKey: shopKeys.categories, queryFn: ({ signal }) => fetchCategories(signal) });
  const values = form.getValues();
  return (
    <>
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
        error={form.errors.files as string | undefined}
      />
      <TextInput label="Name" required {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput
          label="Price"
          required
          prefix={currency}
          min={0}
          decimalScale={2}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          allowNegative={false}
          {...form.getInputProps('price')}
        />
        <NumberInput
          label="Discounted price"
          description="Leave empty when not discounted."
          prefix={currency}
          min={0}
          decimalScale={2}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          allowNegative={false}
          {...form.getInputProps('discountedPrice')}
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
        {...form.getInputProps('categoryId')}
      />
      <Textarea label="Description" autosize minRows={3} maxRows={8} {...form.getInputProps('description')} />
    </>
  );
}
