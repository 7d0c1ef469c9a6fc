import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { CAMPAIGN_SEGMENT_LABELS, type TCampaign } from '@safesathi/contract';
import { useState } from 'react';
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

const STATUS_LABEL: Record<TCampaign['status'], { text: string; color: string }> = {
  scheduled: { text: 'Scheduled', color: 'blue' },
  sending: { text: 'Sending', color: 'yellow' },
  sent: { text: 'Sent', color: 'green' },
};

/** Newest first (the server's order), a page of cards at a time: the page is in the address. */
const CAMPAIGN_LIST = defineList({ defaultLimit: 30 });

/** /admin-campaigns: SMS campaigns with their delivery figures; new, and delete while scheduled. */
export function CampaignsPage() {
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
      <ScreenHeader title="SMS campaigns" onAdd={auth.can('addCampaigns') ? () => setComposing(true) : undefined} />
      {!canView ? (
        <Text size="sm">You can send campaigns; seeing them needs the “View campaigns” permission.</Text>
      ) : campaigns.isPending ? (
        <SectionLoader label="Loading the campaigns…" />
      ) : campaigns.isError ? (
        <LoadError error={campaigns.error} what="the campaigns" onRetry={() => void campaigns.refetch()} />
      ) : campaigns.data.data.length === 0 ? (
        <EmptyState
          icon={<IconChat />}
          title="No campaigns yet"
          text="A campaign texts a group of customers; those who turned offers off are never included."
        />
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
                        'Delete campaign?',
                        `“${c.name}” will not be sent to its ${c.figures.recipients} recipients.`,
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
  const status = STATUS_LABEL[c.status];
  const f = c.figures;
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={`Campaign ${c.name}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700} truncate>
            {c.name}
          </Text>
          <Badge color={status.color} variant="light" c="dark.7" tt="none">
            {status.text}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {CAMPAIGN_SEGMENT_LABELS[c.segment.kind]}
          {c.segment.kind === 'state' && c.segment.value ? `: ${c.segment.value}` : ''} ·{' '}
          {c.status === 'scheduled'
            ? `goes ${formatDateTime(c.scheduledAt)}`
            : `started ${formatDateTime(c.startedAt)}`}
        </Text>
        <Text size="sm" lineClamp={3}>
          {c.body}
        </Text>
        <Group gap="md" aria-label="Delivery figures">
          <Text size="sm">Recipients {f.recipients}</Text>
          <Text size="sm">Queued {f.queued}</Text>
          <Text size="sm">Sent {f.sent}</Text>
          <Text size="sm">Delivered {f.delivered}</Text>
          <Text size="sm">Failed {f.failed}</Text>
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
