import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { formatIndianMobile, type TSosNotification } from '@safesathi/contract';
import { CHANNEL_NAME, type ChannelState, type ChannelTry, type Recipient, recipients } from '../lib/delivery';

/** A channel's name and a message's state in words: English here; a translated screen passes its own. */
export interface ChannelWords {
  channel: (channel: ChannelTry['channel']) => string;
  state: (state: ChannelState) => string;
}
export const CHANNEL_WORDS: ChannelWords = { channel: (c) => CHANNEL_NAME[c], state: (s) => s };

const STATE_COLOR: Record<ChannelState, string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'cyan',
  'reached the phone': 'green',
  'waiting for the app': 'blue',
  'told if nobody answers': 'gray',
  'not needed: seen in the app': 'gray',
  'not needed: answered': 'gray',
  failed: 'red',
};

export function recipientName(r: Pick<Recipient, 'role' | 'name' | 'phone'>, owner: string | null = 'Owner'): string {
  if (r.role === 'owner' && owner) return owner;
  return r.name || formatIndianMobile(r.phone);
}

/**
 * One channel tried for a person and what became of it: "App: reached the phone", "SMS: failed".
 * An element, not a component, so that a Tooltip can hold its ref.
 */
export function channelBadge(t: ChannelTry, focusable = false, words: ChannelWords = CHANNEL_WORDS) {
  return (
    <Badge
      key={t.message._id}
      tabIndex={focusable ? 0 : undefined}
      variant="light"
      color={STATE_COLOR[t.state]}
      c="dark.7"
      tt="none"
      size="md"
      data-channel={t.channel}
      data-state={t.state}
      style={{ whiteSpace: 'normal', height: 'auto', minHeight: 'var(--badge-height)' }}
    >
      {words.channel(t.channel)}: {words.state(t.state)}
    </Badge>
  );
}

/**
 * Each person an alert went to, once, with a badge per channel tried for them. `detail` (the back
 * office) adds a tooltip per badge, e.g. attempts and the last error.
 */
export function RecipientChannels({
  notifications,
  detail,
  label = 'Message delivery',
  owner = 'Owner',
  words = CHANNEL_WORDS,
}: {
  notifications: TSosNotification[];
  detail?: (n: TSosNotification) => string;
  label?: string;
  /** What the owner is called: "You" in the owner's own list. */
  owner?: string;
  words?: ChannelWords;
}) {
  const people = recipients(notifications);
  return (
    <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={label}>
      {people.map((r) => (
        <Group
          key={r.key}
          component="li"
          gap={4}
          wrap="wrap"
          aria-label={`${recipientName(r, owner)}: ${r.tries.map((t) => `${words.channel(t.channel)} ${words.state(t.state)}`).join(', ')}`}
          data-recipient={r.role}
        >
          <Text size="sm" fw={600}>
            {recipientName(r, owner)}
          </Text>
          {r.tries.map((t) =>
            detail ? (
              <Tooltip
                key={t.message._id}
                label={detail(t.message)}
                multiline
                maw={280}
                withArrow
                events={{ hover: true, focus: true, touch: true }}
              >
                {channelBadge(t, true, words)}
              </Tooltip>
            ) : (
              channelBadge(t, false, words)
            ),
          )}
        </Group>
      ))}
    </Group>
  );
}
