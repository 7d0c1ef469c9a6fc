import { Anchor, List, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchMyAlerts, MY_ALERTS_KEY } from './account-api';
import { ExpiringPapers } from './papers/expiring-papers';
import { fetchMyTags, MY_TAGS_KEY } from './tags-api';

/**
 * The account's home, first: what waits on the owner. An alert nobody has answered while it can
 * still be answered, a tag not on any vehicle (a bystander who scans it reaches nobody), and
 * papers expired or expiring within 30 days. The same queries as the sections below, so nothing
 * is fetched twice; nothing shows when nothing waits.
 */
export function NeedsAttention() {
  const { t } = useTranslation();
  const alerts = useQuery({ queryKey: MY_ALERTS_KEY, queryFn: ({ signal }) => fetchMyAlerts(signal) });
  const tags = useQuery({ queryKey: MY_TAGS_KEY, queryFn: ({ signal }) => fetchMyTags(signal) });
  const waiting = (alerts.data?.data ?? []).filter((c) => c.status !== 'resolved' && !c.answer && c.answerableUntil);
  const unlinked = (tags.data?.data ?? []).filter((t) => !t.vehicle);
  return (
    <>
      {waiting.length > 0 || unlinked.length > 0 ? (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="needs-attention">
          <Stack gap="xs">
            <Title order={2} fz="lg" id="needs-attention">
              {t('account:attention.title')}
            </Title>
            <List spacing={4}>
              {waiting.length > 0 ? (
                <List.Item>
                  <Anchor href="#alerts-title">
                    {waiting.length === 1
                      ? t('account:attention.alertWaits', { reason: waiting[0]!.reason.reasonText })
                      : t('account:attention.alertsWait', { count: waiting.length })}
                  </Anchor>
                </List.Item>
              ) : null}
              {unlinked.length > 0 ? (
                <List.Item>
                  <Anchor href="#tags-title">
                    {unlinked.length === 1
                      ? t('account:attention.tagUnlinked', { code: unlinked[0]!.code })
                      : t('account:attention.tagsUnlinked', { count: unlinked.length })}
                  </Anchor>
                </List.Item>
              ) : null}
            </List>
          </Stack>
        </Paper>
      ) : null}
      <ExpiringPapers />
    </>
  );
}
