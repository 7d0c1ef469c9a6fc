import { Alert, Button, FileInput, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TBloodBankImportReport } from '@safesathi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../lib/api';
import { IconAlert } from '../../ui/icons';
import { bloodBankKeys, importBloodBanks } from './blood-banks-api';

/** The columns the import reads, as the national directory's CSV names them (other columns are ignored). */
const COLUMNS =
  'Blood Bank Name, State, District, City, Address, Pincode, Contact No, Email, Category (Govt. / Private / Charitable), Service Time (24X7), Latitude, Longitude';

/** A red alert's title dark enough to read on its pale background (WCAG AA). */
const READABLE_TITLE = { title: { color: 'var(--mantine-color-red-9)' } };

/** What an import did, and each refused row by its line in the file, so it can be fixed and imported again. */
function ImportReport({ report }: { report: TBloodBankImportReport }) {
  const { t } = useTranslation();
  const { rows, added, updated, unchanged, placedByPin, errors } = report;
  return (
    <Stack gap="xs" role="status" aria-label={t('adminBloodBanks:import.report')}>
      <Text fw={700}>
        {errors.length
          ? t('adminBloodBanks:import.summaryRefused', {
              count: rows,
              added,
              updated,
              unchanged,
              refused: errors.length,
            })
          : t('adminBloodBanks:import.summary', { count: rows, added, updated, unchanged })}
      </Text>
      {placedByPin ? (
        <Text size="sm" c="dimmed">
          {t('adminBloodBanks:import.placedByPin', { count: placedByPin })}
        </Text>
      ) : null}
      {errors.length ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlert size={18} />}
          title={t('adminBloodBanks:import.refused')}
          styles={READABLE_TITLE}
        >
          <Text size="sm" mb="xs">
            {t('adminBloodBanks:import.fixThem')}
          </Text>
          <Table withTableBorder verticalSpacing={4} aria-label={t('adminBloodBanks:import.refused')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={80}>{t('adminBloodBanks:import.line')}</Table.Th>
                <Table.Th>{t('adminBloodBanks:import.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {errors.map((e) => (
                <Table.Tr key={e.line}>
                  <Table.Td>{e.line}</Table.Td>
                  <Table.Td>{e.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Alert>
      ) : null}
    </Stack>
  );
}

/** Import a CSV (editBloodBanks): choose the file, import, read the report. */
export function BloodBankImport() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const run = useMutation({
    mutationFn: importBloodBanks,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bloodBankKeys.all }),
  });
  // A refusal of the file itself (not CSV, no such columns) belongs under the file box.
  const fileError = missing
    ? t('adminBloodBanks:import.chooseFile')
    : run.error && isApiError(run.error) && run.error.status < 500
      ? errorMessage(run.error)
      : null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!file) return setMissing(true);
          run.mutate(file);
        }}
      >
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('adminBloodBanks:import.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('adminBloodBanks:import.intro', { columns: COLUMNS })}
          </Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <FileInput
              label={t('adminBloodBanks:import.file')}
              placeholder={t('adminBloodBanks:import.filePlaceholder')}
              accept=".csv,text/csv"
              value={file}
              onChange={(f) => {
                setFile(f);
                setMissing(false);
                run.reset();
              }}
              error={fileError}
              clearable
              clearButtonProps={{ 'aria-label': t('adminBloodBanks:import.clear') }}
              miw={260}
              style={{ flex: '1 1 260px' }}
            />
            <Button type="submit" loading={run.isPending}>
              {t('adminBloodBanks:import.submit')}
            </Button>
          </Group>
          {run.error && !fileError ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={t('adminBloodBanks:import.failed')}
              styles={READABLE_TITLE}
            >
              {errorMessage(run.error)}
            </Alert>
          ) : null}
          {run.data ? <ImportReport report={run.data.data} /> : null}
        </Stack>
      </form>
    </Paper>
  );
}
