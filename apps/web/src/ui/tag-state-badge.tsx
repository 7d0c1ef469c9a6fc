import { Badge } from '@mantine/core';
import type { TagStatus } from '@safesathi/contract';

export const TAG_STATE: Record<TagStatus, { label: string; color: string }> = {
  unassigned: { label: 'Unassigned', color: 'gray' },
  active: { label: 'Active', color: 'green' },
  suspended: { label: 'Suspended', color: 'red' },
  lost: { label: 'Reported lost', color: 'orange' },
};

/** A QR tag's state (unassigned → active → suspended or lost → active). */
export function TagStateBadge({ status }: { status: TagStatus }) {
  return (
    <Badge variant="light" color={TAG_STATE[status].color} c="dark.7" tt="none" data-state={status}>
      {TAG_STATE[status].label}
    </Badge>
  );
}
