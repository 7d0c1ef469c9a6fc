import { Button, Code, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf, messageWithWait } from '../../lib/api';
import { formatDateTime } from '../../lib/date-time';
import { FormAlert } from '../../ui/form-alert';
import { IconPlus } from '../../ui/icons';
import { DownloadSheetButton } from './download-sheet-button';
import { createBatch, TAGS_KEY, type TBatch } from './qr-api';

export const MAX_BATCH = 1000;

function countError(value: string | number): string | null {
  if (value === '' || value === undefined) return 'Enter how many tags to make';
  const n = Number(value);
  if (!Number.isFinite(n)) return 'Enter a number';
  if (!Number.isInteger(n)) return 'Enter a whole number';
  if (n < 1) return 'Make at least one tag';
  if (n > MAX_BATCH) return `At most ${MAX_BATCH} tags a batch`;
  return null;
}

/** "Generate batch": N new unassigned tags, then the sheet to print them. */
export function GenerateBatch({ onCreated }: { onCreated: (batch: TBatch) => void }) {
  const queryClient = useQueryClient();
  const [count, setCount] = useState<string | number>(10);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ batch: TBatch; codes: string[]; message: string } | null>(null);

  const generate = useMutation({
    mutationFn: (n: number) => createBatch(n),
    onSuccess: (answer) => {
      setCreated({ batch: answer.data.batch, codes: answer.data.tags.map((t) => t.code), message: answer.message });
      void queryClient.invalidateQueries({ queryKey: TAGS_KEY });
      onCreated(answer.data.batch);
    },
    onError: (e) => {
      const fields = fieldErrorsOf(e);
      if (fields.count) setError(fields.count);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = countError(count);
    setError(problem);
    if (problem || generate.isPending) return;
    setCreated(null);
    generate.mutate(Number(count));
  };

  const generalError = generate.error && !fieldErrorsOf(generate.error).count ? generate.error : null;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="generate-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="generate-title">
          Generate a batch
        </Title>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <NumberInput
              label="How many tags"
              description={`1 to ${MAX_BATCH}`}
              value={count}
              onChange={(value) => {
                setCount(value);
                if (error) setError(null);
              }}
              min={1}
              max={MAX_BATCH}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              error={error}
              w={180}
              size="sm"
            />
            <Button
              type="submit"
              leftSection={<IconPlus size={16} />}
              loading={generate.isPending}
              mt={{ base: 0, xs: 44 }}
            >
              Generate batch
            </Button>
          </Group>
        </form>
        {generalError ? <FormAlert>{messageWithWait(generalError)}</FormAlert> : null}
        {created ? (
          <FormAlert tone="success" title={created.message}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                Batch of {formatDateTime(created.batch.createdAt)}.{' '}
                {created.codes.length <= 12 ? (
                  <>
                    Codes:{' '}
                    {created.codes.map((code, i) => (
                      <span key={code}>
                        {i > 0 ? ', ' : null}
                        <Code>{code}</Code>
                      </span>
                    ))}
                  </>
                ) : (
                  'Print the sheet and stick each tag on a vehicle.'
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
