import { Button, Code, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { MAX_TAG_BATCH, ZTagBatchRequest } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date-time';
import { useSchemaForm } from '../../lib/use-schema-form';
import { FormAlert } from '../../ui/form-alert';
import { IconPlus } from '../../ui/icons';
import { DownloadSheetButton } from './download-sheet-button';
import { createBatch, TAGS_KEY, type TBatch } from './qr-api';

export const MAX_BATCH = MAX_TAG_BATCH;

/** "Generate batch": N new unassigned tags, then the sheet to print them. */
export function GenerateBatch({ onCreated }: { onCreated: (batch: TBatch) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useSchemaForm<{ count: string | number }>({ schema: ZTagBatchRequest, initialValues: { count: 10 } });
  const [created, setCreated] = useState<{ batch: TBatch; codes: string[]; message: string } | null>(null);

  const generate = useMutation({
    mutationFn: (n: number) => createBatch(n),
    onSuccess: (answer) => {
      setCreated({ batch: answer.data.batch, codes: answer.data.tags.map((tag) => tag.code), message: answer.message });
      void queryClient.invalidateQueries({ queryKey: TAGS_KEY });
      onCreated(answer.data.batch);
    },
    onError: (e) => form.fail(e, { title: t('adminQrCodes:generate.failed') }),
  });

  const submit = form.submit(({ count }) => {
    if (generate.isPending) return;
    setCreated(null);
    generate.mutate(Number(count));
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="generate-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="generate-title">
          {t('adminQrCodes:generate.title')}
        </Title>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <NumberInput
              label={t('adminQrCodes:generate.count')}
              description={t('adminQrCodes:generate.range', { max: MAX_BATCH })}
              {...form.getInputProps('count')}
              min={1}
              max={MAX_BATCH}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              w={180}
              size="sm"
            />
            <Button
              type="submit"
              leftSection={<IconPlus size={16} />}
              loading={generate.isPending}
              mt={{ base: 0, xs: 44 }}
            >
              {t('adminQrCodes:generate.submit')}
            </Button>
          </Group>
        </form>
        {created ? (
          <FormAlert tone="success" title={created.message}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {t('adminQrCodes:generate.batchOf', { when: formatDateTime(created.batch.createdAt) })}{' '}
                {created.codes.length <= 12 ? (
                  <>
                    {t('adminQrCodes:generate.codes')}{' '}
                    {created.codes.map((code, i) => (
                      <span key={code}>
                        {i > 0 ? ', ' : null}
                        <Code>{code}</Code>
                      </span>
                    ))}
                  </>
                ) : (
                  t('adminQrCodes:generate.print')
                )}
              </Text>
              <DownloadSheetButton batchId={created.batch._id} size="sm" />
            </Stack>
          </FormAlert>
        ) : null}
      </Stack>
    </Paper>
  );
}
