import { Button, CopyButton, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../i18n/error-text';
import { formatMoment } from '../../i18n/format';
import { toastSuccess } from '../../lib/toast';
import { QrSvg } from '../../site/demo-qr';
import { confirmAction } from '../../ui/confirm';
import { FormAlert } from '../../ui/form-alert';
import { LoadError, SectionLoader } from '../../ui/list-states';
import { paperKindInText } from './paper-words';
import { createShare, fetchShares, type MyPaper, type PaperShare, paperKeys, revokeShare } from './papers-api';

/** How long a new link works, in minutes, and what it is called. */
const durations = (t: TFunction) => [
  { value: '15', label: t('papers:share.minutes15') },
  { value: '60', label: t('papers:share.hour1') },
  { value: '240', label: t('papers:share.hours4') },
  { value: '1440', label: t('papers:share.hours24') },
];

function shareState(t: TFunction, lang: string, share: PaperShare, now = Date.now()): string {
  if (share.revokedAt) return t('papers:share.revokedAt', { time: formatMoment(share.revokedAt, lang) });
  if (Date.parse(share.expiresAt) <= now)
    return t('papers:share.expiredAt', { time: formatMoment(share.expiresAt, lang) });
  return t('papers:share.worksUntil', { time: formatMoment(share.expiresAt, lang) });
}

/** Make a link for one paper (a QR to show at a check post), see each time a link was opened, revoke one. */
export function ShareDialog({ paper, onClose }: { paper: MyPaper; onClose: () => void }) {
  const say = useErrorText();
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
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
      say,
      title: t('papers:share.revokeTitle'),
      confirmLabel: t('papers:share.revoke'),
      cancelLabel: t('account:cancel'),
      children: t('papers:share.revokeText'),
      action: async () => {
        await revokeShare(paper._id, share._id);
        if (make.data?._id === share._id) make.reset();
        void queryClient.invalidateQueries({ queryKey: paperKeys.shares(paper._id) });
        toastSuccess(t('papers:share.revokeDone'));
      },
    });
  const fresh = make.data;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('papers:share.title', { paper: paperKindInText(t, paper.kind) })}
      closeButtonProps={{ 'aria-label': t('account:close') }}
      size="md"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('papers:share.intro')}
        </Text>
        {fresh ? (
          <Stack gap="xs" align="center">
            <QrSvg value={fresh.url} size={220} label={t('papers:share.qr')} />
            <Text size="sm" ta="center" style={{ overflowWrap: 'anywhere' }} data-testid="share-url">
              {fresh.url}
            </Text>
            <Group gap="xs">
              <CopyButton value={fresh.url}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? t('papers:share.copied') : t('papers:share.copy')}
                  </Button>
                )}
              </CopyButton>
              <Button size="xs" variant="default" onClick={() => make.reset()}>
                {t('papers:share.another')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group align="end" gap="sm">
            <Select
              label={t('papers:share.duration')}
              data={durations(t)}
              value={minutes}
              onChange={(v) => v && setMinutes(v)}
              allowDeselect={false}
              w={160}
            />
            <Button onClick={() => make.mutate()} loading={make.isPending}>
              {t('papers:share.make')}
            </Button>
          </Group>
        )}
        {make.isError && <FormAlert>{say(make.error)}</FormAlert>}

        <Text fw={600}>{t('papers:share.links')}</Text>
        {shares.isError ? (
          <LoadError
            error={shares.error}
            title={t('papers:share.loadError')}
            retryLabel={t('account:tryAgain')}
            onRetry={() => void shares.refetch()}
            retrying={shares.isFetching}
          />
        ) : shares.isPending ? (
          <SectionLoader label={t('papers:share.loading')} />
        ) : shares.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('papers:share.none')}
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            aria-label={t('papers:share.listLabel')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {shares.data.map((share) => (
              <Stack key={share._id} component="li" gap={2}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm">
                    {t('papers:share.made', {
                      time: formatMoment(share.createdAt, lang),
                      state: shareState(t, lang, share),
                    })}
                  </Text>
                  {!share.revokedAt && Date.parse(share.expiresAt) > Date.now() && (
                    <Button size="xs" color="red" variant="light" c="red.9" onClick={() => askRevoke(share)}>
                      {t('papers:share.revoke')}
                    </Button>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {share.views.length === 0
                    ? t('papers:share.notOpened')
                    : t('papers:share.opened', {
                        count: share.views.length,
                        times: share.views.map((v) => formatMoment(v.at, lang)).join(', '),
                      })}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
