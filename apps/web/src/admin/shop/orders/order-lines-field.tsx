import { ActionIcon, Group, MultiSelect, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { formatMoney, MAX_LINE_QUANTITY, type TProduct } from '@safesathi/contract';
import { useTranslation } from 'react-i18next';
import { IconTrash } from '../../../ui/icons';
import type { OrderLineValue } from './order-form-model';

/** Products chosen in a multi-select, each with its quantity (the spec's client sent no products at all). */
export function OrderLinesField({
  lines,
  onChange,
  products,
  loading,
  loadError,
  error,
  lineErrors,
  disabled,
}: {
  lines: OrderLineValue[];
  onChange: (lines: OrderLineValue[]) => void;
  products: TProduct[] | undefined;
  loading: boolean;
  loadError: string | null;
  error?: string;
  lineErrors: (i: number) => string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const byId = new Map((products ?? []).map((p) => [p._id, p]));
  const data = (products ?? []).map((p) => ({ value: p._id, label: `${p.name} — ${formatMoney(p.salePricePaise)}` }));
  const setQuantity = (i: number, quantity: number) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, quantity } : l)));

  return (
    <Stack gap="xs">
      <MultiSelect
        label={t('adminShop:form.products')}
        placeholder={lines.length ? undefined : t('adminShop:form.selectProducts')}
        required
        searchable
        data={data}
        value={lines.map((l) => l._id)}
        onChange={(ids) => onChange(ids.map((id) => lines.find((l) => l._id === id) ?? { _id: id, quantity: 1 }))}
        nothingFoundMessage={
          loading ? t('adminShop:form.productsLoading') : (loadError ?? t('adminShop:form.noOptions'))
        }
        error={error}
        disabled={disabled}
        data-path="productList"
        comboboxProps={{ withinPortal: true }}
        maxDropdownHeight={300}
        hidePickedOptions
      />
      {lines.length > 0 ? (
        <Paper withBorder radius="md" p="xs">
          <Stack gap="xs">
            {lines.map((line, i) => {
              const p = byId.get(line._id);
              const name = p?.name ?? t('adminShop:form.product');
              return (
                <Group key={line._id} gap="xs" wrap="nowrap" align="flex-start">
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {p ? t('adminShop:form.each', { price: formatMoney(p.salePricePaise) }) : ''}
                    </Text>
                  </Stack>
                  <NumberInput
                    aria-label={t('adminShop:form.quantityOf', { name })}
                    size="sm"
                    w={84}
                    min={1}
                    max={MAX_LINE_QUANTITY}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="strict"
                    value={line.quantity}
                    onChange={(v) => setQuantity(i, typeof v === 'number' ? v : Number(v) || 0)}
                    error={lineErrors(i)}
                    disabled={disabled}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={4}
                    aria-label={t('adminShop:form.remove', { name })}
                    onClick={() => onChange(lines.filter((_, j) => j !== i))}
                    disabled={disabled}
                  >
                    <IconTrash />
                  </ActionIcon>
                </Group>
              );
            })}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
