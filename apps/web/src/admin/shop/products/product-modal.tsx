import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { MAX_PRODUCT_IMAGES, type TProduct, ZCreateProductRequest } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
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
function pictureRule(product: TProduct | null, t: TFunction) {
  return (v: Values) => {
    const count = (product?.images ?? []).filter((f) => !v.removeImages.includes(f)).length + v.files.length;
    if (count > MAX_PRODUCT_IMAGES)
      return { files: t('adminShop:products.form.tooManyPictures', { max: MAX_PRODUCT_IMAGES }) };
    if (count < 1)
      return {
        files: product ? t('adminShop:products.form.keepPicture') : t('adminShop:products.form.addPicture'),
      };
    return {};
  };
}

/** Add Product / Edit Product (docs/product.md §2): pictures (keep, add, remove), name, prices, category, description. */
export function ProductModal({ product, ...dialog }: { product: TProduct | null } & OpenDialog) {
  const { t } = useTranslation();
  return (
    <SchemaFormDialog
      {...dialog}
      noun={t('adminShop:products.form.noun')}
      record={product}
      size="lg"
      form={{
        schema: ZCreateProductRequest,
        rules: pictureRule(product, t),
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
        failureTitle: t('adminShop:products.form.notSaved'),
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
  const { t } = useTranslation();
  const currency = useCurrency();
  const categories = useQuery({ queryKey: shopKeys.categories, queryFn: ({ signal }) => fetchCategories(signal) });
  const values = form.getValues();
  return (
    <>
      <ImagePicker
        label={t('adminShop:products.form.pictures')}
        description={t('adminShop:products.form.picturesHint', { max: MAX_PRODUCT_IMAGES })}
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
      <TextInput label={t('adminShop:products.form.name')} required {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput
          label={t('adminShop:products.form.price')}
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
          label={t('adminShop:products.form.discounted')}
          description={t('adminShop:products.form.discountedHint')}
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
        label={t('adminShop:products.form.category')}
        placeholder={t('adminShop:products.form.categoryPlaceholder')}
        data={(categories.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
        clearable
        searchable
        nothingFoundMessage={
          categories.isLoading
            ? t('adminShop:products.form.categoriesLoading')
            : categories.isError
              ? errorMessage(categories.error)
              : t('adminShop:products.form.noOptions')
        }
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('categoryId')}
      />
      <Textarea
        label={t('adminShop:products.form.description')}
        autosize
        minRows={3}
        maxRows={8}
        {...form.getInputProps('description')}
      />
    </>
  );
}
