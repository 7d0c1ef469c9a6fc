import { Button, CopyButton, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { PAPER_KIND_NAMES } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { toastSuccess } from '../../lib/toast';
import { QrSvg } from '../../site/demo-qr';
import { confirmAction } from '../../ui/confirm';
import { FormAlert } from '../../ui/form-alert';
import { LoadError, SectionLoader } from '../../ui/list-states';
import { createShare, fetchShares, type MyPaper, type PaperShare, paperKeys, revokeShare } from './papers-api';

const DURATIONS = [
  { value: '15', label: '15 minutes' },
  { value: '60', label: '1 hour' },
  { value: '240', label: '4 hours' },
  { value: '1440', label: '24 hours' },
];

const time = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

function shareState(share: PaperShare, now = Date.now()): string {
  if (share.revokedAt) return `revoked ${time(share.revokedAt)}`;
  if (Date.parse(share.expiresAt) <= now) return `expired ${time(share.expiresAt)}`;
  return `works until ${time(share.expiresAt)}`;
}

/** Make a link for one paper (a QR to show at a check post), see each time a link was opened, revoke one. */
export function ShareDialog({ paper, onClose }: { paper: MyPaper; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [minutes, setMinutes] = useState('60');
  const shares = useQuery({
    queryKey: paperKeys.shares(paper._id),
    queryFn: ({ signal }) => fetchShares(paper._id, signal),
    // Read afresh each time the dialog opens: the views are what the owner opens it to see.
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const make = useMutation({
    mutationFn: () => createShare(paper._id, Number(minutes)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: paperKeys.shares(paper._id) }),
  });
  const askRevoke = (share: PaperShare) =>
    confirmAction({
      title: 'Revoke this link?',
      confirmLabel: 'Revoke',
      children: 'Whoever has the link or its QR will no longer see the paper.',
      action: async () => {
        await revokeShare(paper._id, share._id);
        if (make.data?._id === share._id) make.reset();
        void queryClient.invalidateQueries({ queryKey: paperKeys.shares(paper._id) });
        toastSuccess('Link revoked. It no longer opens.');
      },
    });
  const fresh = make.data;

  return (
    <Modal opened onClose={onClose} title={`Share your ${PAPER_KIND_NAMES[paper.kind].toLowerCase()}`} size="md">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Anyone with the link sees this paper and its file until the link expires or you revoke it. Where the law asks
          for a paper, the DigiLocker or mParivahan copy is the legally recognised one.
        </Text>
        {fresh ? (
          <Stack gap="xs" align="center">
            <QrSvg value={fresh.url} size={220} label="QR code of the share link" />
            <Text size="sm" ta="center" style={{ overflowWrap: 'anywhere' }} data-testid="share-url">
              {fresh.url}
            </Text>
            <Group gap="xs">
              <CopyButton value={fresh.url}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
              <Button size="xs" variant="default" onClick={() => make.reset()}>
                Make another
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group align="end" gap="sm">
            <Select
              label="The link works for"
              data={DURATIONS}
              value={minutes}
              onChange={(v) => v && setMinutes(v)}
              allowDeselect={false}
              w={160}
            />
            <Button onClick={() => make.mutate()} loading={make.isPending}>
              Make link
            </Button>
          </Group>
        )}
        {make.isError && <FormAlert>{errorMessage(make.error)}</FormAlert>}

        <Text fw={600}>Links and views</Text>
        {shares.isError ? (
          <LoadError
            error={shares.error}
            what="the links"
            onRetry={() => void shares.refetch()}
            retrying={shares.isFetching}
          />
        ) : shares.isPending ? (
          <SectionLoader label="Loading the links…" />
        ) : shares.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No link made yet.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" aria-label="Share links" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {shares.data.map((share) => (
              <Stack key={share._id} component="li" gap={2}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm">
                    Made {time(share.createdAt)}, {shareState(share)}
                  </Text>
                  {!share.revokedAt && Date.parse(share.expiresAt) > Date.now() && (
                    <Button size="xs" color="red" variant="light" c="red.9" onClick={() => askRevoke(share)}>
                      Revoke
                    </Button>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {share.views.length === 0
                    ? 'Not opened yet'
                    : `Opened ${share.views.length} ${share.views.length === 1 ? 'time' : 'times'}: ${share.views
                        .map((v) => time(v.at))
                        .join(', ')}`}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
