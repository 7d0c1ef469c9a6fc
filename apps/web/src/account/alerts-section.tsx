import { Badge, Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type Lang, reasonNameIn, type TSosCall } from '@safesathi/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateAndTime } from '../i18n/format';
import { deliverySummary } from '../lib/delivery';
import { AlertTimeline, answerSummary } from '../ui/alert-timeline';
import { MapLink, PhoneLink } from '../ui/contact-links';
import { IconSiren } from '../ui/icons';
import { EmptyState, LoadError, SectionLoader } from '../ui/list-states';
import { Plate } from '../ui/plate';
import { RecipientChannels } from '../ui/recipient-channels';
import { fetchMyAlerts, MY_ALERTS_KEY } from './account-api';
import { AlertAnswer } from './alert-answer';
import { channelWords, deliveryWords, timelineWords } from './alert-words';

/** The alerts people sent about my vehicles, newest first, with a way to answer and to call the sender back. */
export function AlertsSection() {
  const { t } = useTranslation();
  const alerts = useQuery({
    queryKey: MY_ALERTS_KEY,
    queryFn: ({ signal }) => fetchMyAlerts(signal),
    // An owner keeps this page open while waiting: new alerts show up without a reload.
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });
  const list = alerts.data?.data ?? [];

  return (
    <Stack gap="sm" component="section" aria-labelledby="alerts-title">
      <Title order={2} fz="xl" id="alerts-title">
        {t('alerts:title')}
      </Title>
      {alerts.isError ? (
        <LoadError
          error={alerts.error}
          title={t('alerts:loadError')}
          retryLabel={t('account:tryAgain')}
          onRetry={() => void alerts.refetch()}
          retrying={alerts.isFetching}
        />
      ) : alerts.isLoading ? (
        <SectionLoader label={t('alerts:loading')} />
      ) : list.length === 0 ? (
        <EmptyState icon={<IconSiren />} title={t('alerts:emptyTitle')} text={t('alerts:emptyText')} />
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((call) => (
            <AlertItem key={call._id} call={call} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** One alert: reason, when, delivery, the answer given, the sender, the answers while it may be answered, and its timeline on demand. */
function AlertItem({ call }: { call: TSosCall }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const words = useMemo(() => timelineWords(t, lang), [t, lang]);
  const [open, setOpen] = useState(false);
  const answer = answerSummary(call, words);
  // "From <b>Ravi</b>": the name bold, wherever the language puts it in the sentence.
  const [fromBefore, fromAfter] = t('alerts:from', { name: '\u0000' }).split('\u0000');
  const timelineId = `alert-${call._id}-timeline`;
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-alert-id={call._id}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700}>{reasonNameIn(lang as Lang, call.reason.reasonText, call.reason.translations)}</Text>
          <Group gap="xs">
            {call.status === 'resolved' ? (
              <Badge color="green" c="dark.7" variant="light" tt="none">
                {t('alerts:resolved')}
              </Badge>
            ) : null}
            <Text size="sm" c="dimmed">
              <time dateTime={call.createdAt}>{formatDateAndTime(call.createdAt, lang)}</time>
            </Text>
          </Group>
        </Group>
        <DeliveryLine call={call} />
        {call.notifications.length > 0 ? (
          <RecipientChannels
            notifications={call.notifications}
            label={t('alerts:toldLabel')}
            owner={t('alerts:you')}
            words={channelWords(t)}
          />
        ) : null}
        {answer ? (
          // The SOS pages' green (5:1 on white); Mantine's green.9 is 4.4:1, under AA for small text.
          <Text size="sm" fw={600} c="#1b7f3b" data-answer={call.answer?.kind}>
            {t('alerts:answered', { answer })}
          </Text>
        ) : null}
        <Group gap="md" wrap="wrap">
          <Plate>{call.vehicle.registrationNumber}</Plate>
          <Text size="sm">
            {fromBefore}
            <b>{call.creatorName}</b>
            {fromAfter}
          </Text>
          <PhoneLink phone={call.creatorNumber} />
          <MapLink location={call.location} openLabel={t('alerts:openMap')} noneLabel={t('alerts:noLocation')} />
          {call.landmark ? <Text size="sm">{t('alerts:at', { landmark: call.landmark })}</Text> : null}
        </Group>
        {call.answerableUntil ? <AlertAnswer callId={call._id} queryKey={MY_ALERTS_KEY} /> : null}
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={timelineId}
        >
          {open ? t('alerts:hideTimeline') : t('alerts:showTimeline')}
        </Button>
        <Collapse in={open} id={timelineId}>
          <AlertTimeline call={call} words={words} />
        </Collapse>
      </Stack>
    </Paper>
  );
}

/** How the texts about this alert went, in words; an undelivered one is plain to see. */
function DeliveryLine({ call }: { call: TSosCall }) {
  const { t, i18n } = useTranslation();
  const summary = deliverySummary(call.notifications, true, deliveryWords(t, i18n.resolvedLanguage ?? 'en'));
  if (summary.kind === 'failed')
    return (
      <Text size="sm" c="red.9" fw={600} data-delivery="failed">
        {summary.text} {t('alerts:callThem')}
      </Text>
    );
  return (
    <Text size="sm" c="dimmed" data-delivery={summary.kind}>
      {summary.text}
    </Text>
  );
}
