import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { APP_NAME } from '../../config';
import { useErrorText } from '../../i18n/error-text';
import { useTranslatedScreen } from '../../i18n/i18n';
import { useAuth } from '../../lib/auth';
import { formatDate } from '../../lib/date-time';
import { toastError, toastSuccess } from '../../lib/toast';
import { confirmAction } from '../../ui/confirm';
import { IconPlus, IconShield } from '../../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../../ui/list-states';
import { accountKeys, fetchVehicles } from '../account-api';
import { ExpiryBadge } from './expiry-badge';
import { PaperForm } from './paper-form';
import { paperKindInText, paperKindName } from './paper-words';
import { deletePaper, fetchPapers, type MyPaper, paperFileUrl, paperKeys } from './papers-api';
import { ShareDialog } from './share-dialog';

type Editing = { mode: 'new' } | { mode: 'edit'; paper: MyPaper } | { mode: 'renew'; paper: MyPaper } | null;

/** /account/papers: my vehicles' papers and my licence, soonest to expire first; add, edit, renew, share, delete. */
export function PapersPage() {
  const say = useErrorText();
  const { t } = useTranslation();
  useTranslatedScreen();
  useDocumentTitle(t('papers:pageTitle', { app: APP_NAME }));
  const { user } = useAuth();
  const userId = user?._id ?? '';
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const papers = useQuery({ queryKey: paperKeys.all, queryFn: ({ signal }) => fetchPapers(signal) });
  const vehicles = useQuery({
    queryKey: accountKeys.vehicles(userId),
    queryFn: ({ signal }) => fetchVehicles(userId, signal),
    enabled: Boolean(userId),
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [sharing, setSharing] = useState<MyPaper | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const inUse = (papers.data ?? []).filter((p) => !p.renewedBy);
  const vehicleList = vehicles.data ?? [];

  const openFile = async (paper: MyPaper) => {
    setOpening(paper._id);
    // Opened at once (before the fetch) so a phone's pop-up blocker lets it through.
    const win = window.open('', '_blank');
    try {
      const url = await paperFileUrl(paper._id);
      if (win) win.location.href = url;
      else window.location.href = url;
    } catch (err) {
      win?.close();
      toastError(say(err));
    } finally {
      setOpening(null);
    }
  };

  const askDelete = (paper: MyPaper) =>
    confirmAction({
      say,
      title: t('papers:deleteTitle'),
      confirmLabel: t('papers:delete'),
      cancelLabel: t('account:cancel'),
      children: t('papers:deleteText', { paper: paperKindInText(t, paper.kind) }),
      action: async () => {
        await deletePaper(paper._id);
        void queryClient.invalidateQueries({ queryKey: paperKeys.all });
        toastSuccess(t('papers:deleted'));
      },
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('papers:title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('papers:intro')}
          </Text>
        </div>
        {editing?.mode !== 'new' && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ mode: 'new' })}>
            {t('papers:add')}
          </Button>
        )}
      </Group>

      {editing?.mode === 'new' && (
        <Paper withBorder radius="md" p="md">
          <PaperForm vehicles={vehicleList} onDone={() => setEditing(null)} />
        </Paper>
      )}

      {papers.isError ? (
        <LoadError
          error={papers.error}
          title={t('papers:loadError')}
          retryLabel={t('account:tryAgain')}
          onRetry={() => void papers.refetch()}
          retrying={papers.isFetching}
        />
      ) : papers.isPending ? (
        <SectionLoader label={t('papers:loading')} />
      ) : inUse.length === 0 && editing?.mode !== 'new' ? (
        <EmptyState icon={<IconShield />} title={t('papers:emptyTitle')} text={t('papers:emptyText')} />
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label={t('papers:title')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {inUse.map((paper) => (
            <Paper
              key={paper._id}
              component="li"
              withBorder
              radius="md"
              p="md"
              style={params.get('paper') === paper._id ? { borderColor: 'var(--mantine-color-orange-6)' } : undefined}
            >
              {editing && editing.mode !== 'new' && editing.paper._id === paper._id ? (
                <PaperForm
                  vehicles={vehicleList}
                  paper={editing.mode === 'edit' ? paper : undefined}
                  renews={editing.mode === 'renew' ? paper : undefined}
                  onDone={() => setEditing(null)}
                />
              ) : (
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs">
                    <Text fw={700}>{paperKindName(t, paper.kind)}</Text>
                    <ExpiryBadge validUntil={paper.validUntil} />
                  </Group>
                  <Text size="sm" c="dimmed">
                    {[
                      paper.registrationNumber,
                      paper.number,
                      paper.insurer,
                      paper.validUntil && t('papers:validUntil', { date: formatDate(paper.validUntil) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  {paper.helpline && (
                    <Text size="sm">
                      {t('papers:helpline')}{' '}
                      <a href={`tel:${paper.helpline.replace(/[^\d+]/g, '')}`}>{paper.helpline}</a>
                    </Text>
                  )}
                  <Group gap="xs" mt={4}>
                    {paper.fileType && (
                      <Button
                        size="xs"
                        variant="light"
                        loading={opening === paper._id}
                        onClick={() => void openFile(paper)}
                      >
                        {paper.fileType === 'application/pdf' ? t('papers:openPdf') : t('papers:viewPhoto')}
                      </Button>
                    )}
                    <Button size="xs" variant="light" onClick={() => setSharing(paper)}>
                      {t('papers:shareButton')}
                    </Button>
                    <Button size="xs" variant="default" onClick={() => setEditing({ mode: 'edit', paper })}>
                      {t('account:edit')}
                    </Button>
                    <Button size="xs" variant="default" onClick={() => setEditing({ mode: 'renew', paper })}>
                      {t('papers:renewed')}
                    </Button>
                    <Button size="xs" color="red" variant="light" c="red.9" onClick={() => askDelete(paper)}>
                      {t('papers:delete')}
                    </Button>
                  </Group>
                </Stack>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      {sharing && <ShareDialog paper={sharing} onClose={() => setSharing(null)} />}
    </Stack>
  );
}
