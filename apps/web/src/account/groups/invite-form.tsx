import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { GROUP_INVITE_DAYS, MOBILE_MESSAGES, parseIndianMobile } from '@safesathi/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../i18n/error-text';
import { translateFieldError } from '../../i18n/field-errors';
import { formatDateAndTime } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import { isApiError } from '../../lib/api';
import { toastSuccess } from '../../lib/toast';
import { MobileInput } from '../../ui/mobile-input';
import type { Group as TGroup } from './groups-api';
import { inviteToGroup } from './groups-api';

/** The owner invites a number: a text with a link that works for that number only. Pending invitations below. */
export function InviteForm({ group, onChanged }: { group: TGroup; onChanged: () => void }) {
  const say = useErrorText();
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseIndianMobile(phone);
    if (!parsed.ok) {
      setError(MOBILE_MESSAGES[parsed.reason]);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await inviteToGroup(group._id, parsed.national);
      setPhone('');
      toastSuccess(t('groups:invite.sent'));
      onChanged();
    } catch (err) {
      setError(isApiError(err) && err.errors[0] ? err.errors[0].message : say(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('groups:invite.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('groups:invite.text', { days: GROUP_INVITE_DAYS })}
        </Text>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <MobileInput
              label={t('groups:invite.phone')}
              value={phone}
              onChange={(v) => {
                setPhone(v);
                setError(null);
              }}
              error={translateFieldError(t, error ?? undefined)}
              style={{ flex: '1 1 200px' }}
            />
            <Button type="submit" loading={busy} mt={{ base: 0, xs: 25 }}>
              {t('groups:invite.submit')}
            </Button>
          </Group>
        </form>
        {group.invitations.length > 0 ? (
          <Stack gap={4} aria-label={t('groups:invite.waiting')}>
            <Text size="sm" fw={600}>
              {t('groups:invite.waiting')}
            </Text>
            {group.invitations.map((i) => (
              <Text size="sm" c="dimmed" key={i._id}>
                {t('groups:invite.pending', {
                  phone: i.phone,
                  time: formatDateAndTime(i.expiresAt, currentLanguage()),
                })}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
