import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TCampaign } from '@safesathi/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { formatDateTime } from '../../lib/date-time';
import { useListQuery } from '../../lib/list-query';
import { defineList, useListState } from '../../lib/list-state';
import { DeleteButton } from '../../ui/delete-button';
import { IconChat } from '../../ui/icons';
import { ListPager } from '../../ui/list-pager';
import { EmptyState, LoadError, SectionLoader } from '../../ui/list-states';
import { ScreenHeader } from '../settings/screen-header';
import { useConfirmDelete } from '../settings/use-delete';
import { CampaignModal } from './campaign-modal';
import { campaignKeys, campaignList, deleteCampaign } from './campaigns-api';
import { segmentLabel } from './segment-label';

const STATUS_COLOR: Record<TCampaign['status'], string> = { scheduled: 'blue', sending: 'yellow', sent: 'green' };
const statusLabels = (t: TFunction): Record<TCampaign['status'], string> => ({
  scheduled: t('adminCampaigns:status.scheduled'),
  sending: t('adminCampaigns:status.sending'),
  sent: t('adminCampaigns:status.sent'),
});

/** Newest first (the server's order), a page of cards at a time: the page is in the address. */
const CAMPAIGN_LIST = defineList({ defaultLimit: 30 });

/** /admin-campaigns: SMS campaigns with their delivery figures; new, and delete while scheduled. */
export function CampaignsPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const [composing, setComposing] = useState(false);
  const canView = auth.can('viewCampaigns');
  const list = useListState(CAMPAIGN_LIST);
  const campaigns = useListQuery({
    ...campaignList,
    list,
    enabled: canView,
    // Figures move while a campaign sends.
    refetchInterval: (q) => (q.state.data?.data.some((c) => c.status !== 'sent') ? 3000 : false),
  });
  const askDelete = useConfirmDelete(deleteCampaign, campaignKeys.all);

  return (
    <Stack gap="lg">
      <ScreenHeader
        title={t('adminCampaigns:title')}
        onAdd={auth.can('addCampaigns') ? () => setComposing(true) : undefined}
      />
      {!canView ? (
        <Text size="sm">{t('adminCampaigns:sendOnly')}</Text>
      ) : campaigns.isPending ? (
        <SectionLoader label={t('adminCampaigns:loading')} />
      ) : campaigns.isError ? (
        <LoadError
          error={campaigns.error}
          title={t('adminCampaigns:loadError')}
          retryLabel={t('adminCampaigns:tryAgain')}
          onRetry={() => void campaigns.refetch()}
        />
      ) : campaigns.data.data.length === 0 ? (
        <EmptyState icon={<IconChat />} title={t('adminCampaigns:empty.title')} text={t('adminCampaigns:empty.text')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {campaigns.data.data.map((c) => (
            <CampaignCard
              key={c._id}
              campaign={c}
              onDelete={
                auth.can('deleteCampaigns') && c.status === 'scheduled'
                  ? () =>
                      askDelete(
                        c._id,
                        t('adminCampaigns:delete.title'),
                        t('adminCampaigns:delete.text', { name: c.name, count: c.figures.recipients }),
                      )
                  : undefined
              }
            />
          ))}
        </SimpleGrid>
      )}
      {campaigns.data ? <ListPager total={campaigns.data.total} state={list} /> : null}
      <CampaignModal opened={composing} onClose={() => setComposing(false)} />
    </Stack>
  );
}

function CampaignCard({ campaign: c, onDelete }: { campaign: TCampaign; onDelete?: () => void }) {
  const { t } = useTranslation();
  const f = c.figures;
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="article"
      aria-label={t('adminCampaigns:card.label', { name: c.name })}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700} truncate>
            {c.name}
          </Text>
          <Badge color={STATUS_COLOR[c.status]} variant="light" c="dark.7" tt="none">
            {statusLabels(t)[c.status]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {segmentLabel(t, c.segment.kind)}
          {c.segment.kind === 'state' && c.segment.value ? `: ${c.segment.value}` : ''} ·{' '}
          {c.status === 'scheduled'
            ? t('adminCampaigns:card.goes', { when: formatDateTime(c.scheduledAt) })
            : t('adminCampaigns:card.started', { when: formatDateTime(c.startedAt) })}
        </Text>
        <Text size="sm" lineClamp={3}>
          {c.body}
        </Text>
        <Group gap="md" aria-label={t('adminCampaigns:card.figures')}>
          <Text size="sm">{t('adminCampaigns:card.recipients', { n: f.recipients })}</Text>
          <Text size="sm">{t('adminCampaigns:card.queued', { n: f.queued })}</Text>
          <Text size="sm">{t('adminCampaigns:card.sent', { n: f.sent })}</Text>
          <Text size="sm">{t('adminCampaigns:card.delivered', { n: f.delivered })}</Text>
          <Text size="sm">{t('adminCampaigns:card.failed', { n: f.failed })}</Text>
        </Group>
        {onDelete ? (
          <Group gap="xs" mt={4}>
            <DeleteButton name={` ${c.name}`} onClick={onDelete} />
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
