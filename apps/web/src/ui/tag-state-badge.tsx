import { Badge } from '@mantine/core';
import type { TagStatus } from '@safesathi/contract';

export const TAG_STATE: Record<TagStatus, { label: string; color: string }> = {
  unassigned: { label: 'Unassigned', color: 'gray' },
  active: { label: 'Active', color: 'green' },
  suspended: { label: 'Suspended', color: 'red' },
  lost: { label: 'Reported lost', color: 'orange' },
};

/** A QR tag's state (unassigned → active → suspended or lost → active); `label` says it in the screen's language. */
export function TagStateBadge({ status, label }: { status: TagStatus; label?: string }) {
  return (
    <Badge variant="light" color={TAG_STATE[status].color} c="dark.7" tt="none" data-state={status}>
      {label ?? TAG_STATE[status].label}
    </Badge>
  );
}
