import { Badge, Box, Button, Collapse, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TSosCall } from '@safesathi/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date-time';
import { AlertTimeline, answerSummary } from '../../ui/alert-timeline';
import { MapLink, PhoneLink } from '../../ui/contact-links';
import { IconChevronDown } from '../../ui/icons';
import { Plate } from '../../ui/plate';
import { DeliveryBadges, DeliveryTable } from './delivery-states';
import { UndeliveredAlert } from './undelivered-alert';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Box>{children}</Box>
    </Stack>
  );
}

export interface SosCallCardProps {
  call: TSosCall;
  expanded: boolean;
  highlighted: boolean;
  onToggle: () => void;
  /** Absent when this admin may not change SOS calls (editSosCall). */
  onChangeStatus?: (call: TSosCall) => void;
}

/**
 * Where a call stands, as the list says it: resolved; answered (open, and the owner or a contact
 * has answered through their link, so someone is on it); or open with nobody answering yet.
 */
function standing(t: TFunction, call: TSosCall): { label: string; color: string } {
  if (call.status !== 'open') return { label: t('adminSos:card.resolved'), color: 'green' };
  if (call.answer) return { label: t('adminSos:card.answered'), color: 'blue' };
  return { label: t('adminSos:card.open'), color: 'red' };
}

/** One SOS call: what, when, which vehicle, who sent it, where, and who has been told. */
export function SosCallCard({ call, expanded, highlighted, onToggle, onChangeStatus }: SosCallCardProps) {
  const { t } = useTranslation();
  const open = call.status === 'open';
  const state = standing(t, call);
  const detailsId = `sos-${call._id}-details`;
  return (
    <Paper
      component="article"
      id={`sos-${call._id}`}
      data-sos-id={call._id}
      data-highlighted={highlighted || undefined}
      aria-labelledby={`sos-${call._id}-title`}
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      shadow={highlighted ? 'md' : undefined}
      style={{
        borderColor: highlighted ? 'var(--mantine-color-sathi-6)' : undefined,
        borderWidth: highlighted ? 2 : undefined,
        borderLeft: `4px solid var(--mantine-color-${state.color}-7)`,
        scrollMarginTop: 80,
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Group gap="xs">
              <Badge color={state.color} c="dark.7" variant="light">
                {state.label}
              </Badge>
              {call.severity === 'urgent' ? (
                <Badge color="red" c="dark.7" variant="outline" tt="none">
                  {t('adminSos:card.urgent')}
                </Badge>
              ) : null}
              <Text size="sm" c="dimmed">
                <time dateTime={call.createdAt}>{formatDateTime(call.createdAt)}</time>
              </Text>
            </Group>
            <Title order={2} fz="lg" id={`sos-${call._id}-title`}>
              {call.reason.reasonText}
            </Title>
          </Stack>
          {onChangeStatus ? (
            <Button
              variant={open ? 'filled' : 'default'}
              size="sm"
              onClick={() => onChangeStatus(call)}
              aria-label={
                open
                  ? t('adminSos:card.resolveFor', {
                      reason: call.reason.reasonText,
                      vehicle: call.vehicle.registrationNumber,
                    })
                  : t('adminSos:card.reopenFor', {
                      reason: call.reason.reasonText,
                      vehicle: call.vehicle.registrationNumber,
                    })
              }
            >
              {open ? t('adminSos:status.resolve') : t('adminSos:status.reopen')}
            </Button>
          ) : null}
        </Group>

        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
          <Field label={t('adminSos:card.vehicle')}>
            <Plate>{call.vehicle.registrationNumber}</Plate>
          </Field>
          <Field label={t('adminSos:card.owner')}>
            {call.owner ? (
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {call.owner.name}
                </Text>
                <PhoneLink phone={call.owner.phone} />
              </Stack>
            ) : (
              <Text size="sm">{t('adminSos:card.accountRemoved')}</Text>
            )}
          </Field>
          <Field label={t('adminSos:card.sentBy')}>
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {call.creatorName}
              </Text>
              <PhoneLink phone={call.creatorNumber} />
            </Stack>
          </Field>
          <Field label={t('adminSos:card.location')}>
            <MapLink location={call.location} />
            {call.landmark ? <Text size="sm">{call.landmark}</Text> : null}
          </Field>
        </SimpleGrid>

        <Field label={t('adminSos:card.answer')}>
          <Text size="sm" fw={call.answer ? 600 : undefined} data-answer={call.answer?.kind ?? 'none'}>
            {answerSummary(call) ?? t('adminSos:card.noAnswer')}
          </Text>
        </Field>

        <Field label={t('adminSos:card.messages')}>
          <DeliveryBadges notifications={call.notifications} />
        </Field>

        <UndeliveredAlert call={call} canRetry={!!onChangeStatus} />

        {call.note || call.resolvedAt ? (
          <Text size="sm">
            {call.resolvedAt ? t('adminSos:card.resolvedAt', { when: formatDateTime(call.resolvedAt) }) : null}
            {call.resolvedAt && call.note ? ' · ' : null}
            {call.note ? (
              <>
                <Text span fw={600}>
                  {t('adminSos:card.note')}
                </Text>{' '}
                {call.note}
              </>
            ) : null}
          </Text>
        ) : null}

        {call.notifications.length > 0 ? (
          <Box>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={onToggle}
              aria-expanded={expanded}
              aria-controls={detailsId}
              rightSection={
                <IconChevronDown
                  size={14}
                  style={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
                />
              }
            >
              {expanded ? t('adminSos:card.hideDetails') : t('adminSos:card.showDetails')}
            </Button>
            <Collapse in={expanded} id={detailsId}>
              <Stack pt="xs" gap="md">
                <DeliveryTable notifications={call.notifications} />
                <AlertTimeline call={call} />
              </Stack>
            </Collapse>
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}
