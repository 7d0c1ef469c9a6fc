import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { confirmAction } from '../../ui/confirm';
import { IconTrash } from '../../ui/icons';
import { LoadError, SectionLoader } from '../../ui/list-states';

export interface ListItem {
  _id: string;
  name: string;
  /** Shown before the name (a picture). */
  leading?: ReactNode;
}

export interface ListGroup {
  key: string;
  /** Heading of a group (a type above its brands); none for a flat list. */
  title?: string;
  items: ListItem[];
  /** Said under the heading when the group has no items. */
  emptyText?: string;
}

/**
 * A catalogue list (spec §2 "Catalogue and settings"): tick rows, then "Delete selected", which
 * asks first. Ticking alone never deletes (the spec's client did). The delete is all or nothing;
 * a 409 (still in use) keeps the dialog open with the server's sentence naming what uses it.
 */
export function SelectableList({
  title,
  groups,
  noun,
  loading,
  error,
  onRetry,
  emptyText,
  onDelete,
}: {
  title: string;
  groups: ListGroup[];
  noun: { one: string; many: string };
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  emptyText: string;
  /** Absent when the admin may not delete: no boxes, no button. */
  onDelete?: (ids: string[]) => Promise<{ message: string }>;
}) {
  const [selected, setSelected] = useState<string[]>([]);
  const names = new Map(groups.flatMap((g) => g.items.map((i) => [i._id, i.name] as const)));
  // Rows deleted meanwhile (or by someone else) are no longer selected.
  const chosen = selected.filter((id) => names.has(id));
  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));
  const total = names.size;
  const grouped = groups.some((g) => g.title);
  const label = (n: number) => `${n} ${n === 1 ? noun.one : noun.many}`;
  const askDelete = (ids: string[]) =>
    confirmAction({
      title: `Delete ${label(ids.length)}?`,
      confirmLabel: 'Delete',
      children: (
        <>
          <Text size="sm" mb={4}>
            These will be deleted together, or none of them if one is still in use:
          </Text>
          <Text size="sm" fw={600}>
            {ids.map((id) => names.get(id)).join(', ')}
          </Text>
        </>
      ),
      action: async () => {
        const answer = await onDelete!(ids);
        notifications.show({ color: 'green', message: answer.message });
        setSelected([]);
      },
    });

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            {title}
          </Title>
          {onDelete ? (
            <Button
              color="red.9"
              variant={chosen.length ? 'filled' : 'light'}
              leftSection={<IconTrash size={16} />}
              disabled={chosen.length === 0}
              onClick={() => askDelete(chosen)}
            >
              Delete selected{chosen.length ? ` (${chosen.length})` : ''}
            </Button>
          ) : null}
        </Group>
        {loading ? (
          <SectionLoader label="Loading..." />
        ) : error ? (
          <LoadError error={error} what={title.toLowerCase()} onRetry={onRetry} />
        ) : total === 0 && !grouped ? (
          <Text c="dimmed" size="sm" role="status">
            {emptyText}
          </Text>
        ) : (
          <SimpleGrid cols={grouped ? { base: 1, md: 2 } : 1} spacing="md" verticalSpacing="md">
            {groups.map((g) => (
              <Stack key={g.key} gap={4} role="group" aria-label={g.title ?? title}>
                {g.title ? (
                  <Text fw={700} size="sm" tt="uppercase" c="dimmed">
                    {g.title}
                  </Text>
                ) : null}
                {g.items.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {g.emptyText ?? 'None yet'}
                  </Text>
                ) : (
                  <SimpleGrid cols={grouped ? 1 : { base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing={4}>
                    {g.items.map((item) => {
                      const name = (
                        <Group gap="sm" wrap="nowrap" component="span">
                          {item.leading}
                          <span>{item.name}</span>
                        </Group>
                      );
                      return (
                        <Group
                          key={item._id}
                          gap="sm"
                          wrap="nowrap"
                          px="sm"
                          py={6}
                          mih={40}
                          bg={chosen.includes(item._id) ? 'red.0' : 'gray.0'}
                          style={{ borderRadius: 8 }}
                        >
                          {onDelete ? (
                            <Checkbox
                              label={name}
                              aria-label={`Select ${item.name}${g.title ? ` (${g.title})` : ''}`}
                              checked={chosen.includes(item._id)}
                              onChange={(e) => toggle(item._id, e.currentTarget.checked)}
                              styles={{ label: { cursor: 'pointer' }, body: { alignItems: 'center' } }}
                            />
                          ) : (
                            <Text size="sm" component="div">
                              {name}
                            </Text>
                          )}
                        </Group>
                      );
                    })}
                  </SimpleGrid>
                )}
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
