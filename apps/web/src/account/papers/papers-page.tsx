import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { formatDay, PAPER_KIND_NAMES } from '@safesathi/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { APP_NAME } from '../../config';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { toastError, toastSuccess } from '../../lib/toast';
import { confirmAction } from '../../ui/confirm';
import { IconPlus, IconShield } from '../../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../../ui/list-states';
import { accountKeys, fetchVehicles } from '../account-api';
import { ExpiryBadge } from './expiry-badge';
import { PaperForm } from './paper-form';
import { deletePaper, fetchPapers, type MyPaper, paperFileUrl, paperKeys } from './papers-api';
import { ShareDialog } from './share-dialog';

type Editing = { mode: 'new' } | { mode: 'edit'; paper: MyPaper } | { mode: 'renew'; paper: MyPaper } | null;

/** /account/papers: my vehicles' papers and my licence, soonest to expire first; add, edit, renew, share, delete. */
export function PapersPage() {
  useDocumentTitle(`My papers · ${APP_NAME}`);
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
      toastError(errorMessage(err));
    } finally {
      setOpening(null);
    }
  };

  const askDelete = (paper: MyPaper) =>
    confirmAction({
      title: 'Delete this paper?',
      confirmLabel: 'Delete',
      children: `Your ${PAPER_KIND_NAMES[paper.kind].toLowerCase()} and its file will be deleted, and its share links stop working.`,
      action: async () => {
        await deletePaper(paper._id);
        void queryClient.invalidateQueries({ queryKey: paperKeys.all });
        toastSuccess('Paper deleted.');
      },
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            My papers
          </Title>
          <Text c="dimmed" mt={4}>
            Kept encrypted, seen only by you. We text you 30, 7 and 1 days before one expires, and on the day.
          </Text>
        </div>
        {editing?.mode !== 'new' && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ mode: 'new' })}>
            Add a paper
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
          what="your papers"
          onRetry={() => void papers.refetch()}
          retrying={papers.isFetching}
        />
      ) : papers.isPending ? (
        <SectionLoader label="Loading your papers…" />
      ) : inUse.length === 0 && editing?.mode !== 'new' ? (
        <EmptyState
          icon={<IconShield />}
          title="No papers yet"
          text="Add your registration certificate, insurance, PUC and driving licence to have them at hand and be reminded before they expire."
        />
      ) : (
        <Stack gap="xs" component="ul" aria-label="My papers" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
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
                    <Text fw={700}>{PAPER_KIND_NAMES[paper.kind]}</Text>
                    <ExpiryBadge validUntil={paper.validUntil} />
                  </Group>
                  <Text size="sm" c="dimmed">
                    {[
                      paper.registrationNumber,
                      paper.number,
                      paper.insurer,
                      paper.validUntil && `valid until ${formatDay(paper.validUntil)}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  {paper.helpline && (
                    <Text size="sm">
                      Claim helpline: <a href={`tel:${paper.helpline.replace(/[^\d+]/g, '')}`}>{paper.helpline}</a>
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
                        {paper.fileType === 'application/pdf' ? 'Open PDF' : 'View photo'}
                      </Button>
                    )}
                    <Button size="xs" variant="light" onClick={() => setSharing(paper)}>
                      Share
                    </Button>
                    <Button size="xs" variant="default" onClick={() => setEditing({ mode: 'edit', paper })}>
                      Edit
                    </Button>
                    <Button size="xs" variant="default" onClick={() => setEditing({ mode: 'renew', paper })}>
                      Renewed
                    </Button>
                    <Button size="xs" color="red" variant="light" c="red.9" onClick={() => askDelete(paper)}>
                      Delete
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
