import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExpiryBadge } from './expiry-badge';
import { paperKindName } from './paper-words';
import { daysLeft, fetchPapers, paperKeys } from './papers-api';

/** On the account's home, before anything else: papers expired or expiring within 30 days. Nothing when none. */
export function ExpiringPapers() {
  const { t } = useTranslation();
  const papers = useQuery({ queryKey: paperKeys.all, queryFn: ({ signal }) => fetchPapers(signal) });
  const soon = (papers.data ?? []).filter((p) => {
    const days = daysLeft(p.validUntil);
    return !p.renewedBy && days !== null && days <= 30;
  });
  if (soon.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="expiring-papers">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="expiring-papers">
          {t('papers:toRenew.title')}
        </Title>
        {soon.map((p) => (
          <Group key={p._id} justify="space-between" gap="xs">
            <Anchor component={Link} to={`/account/papers?paper=${p._id}`}>
              {paperKindName(t, p.kind)}
              {p.registrationNumber ? ` · ${p.registrationNumber}` : ''}
            </Anchor>
            <ExpiryBadge validUntil={p.validUntil} />
          </Group>
        ))}
        <Text size="xs" c="dimmed">
          {t('papers:toRenew.hint')}
        </Text>
      </Stack>
    </Paper>
  );
}
