import { Badge } from '@mantine/core';
import type { TagStatus } from '@safesathi/contract';

export const TAG_STATE: Record<TagStatus, { label: string; color: string }> = {
  unassigned: { label: 'Unassigned', color: 'gray' },
  active: { label: 'Active', color: 'green' },
  suspended: { label: 'Suspended', color: 'red' },
};

/** A QR tag's state (PRODUCT.md §4: unassigned → active → suspended → active). */
export function TagStateBadge({ status }: { status: TagStatus }) {
  return (
    <Badge variant="light" color={TAG_STATE[status].color} c="dark.7" tt="none" data-state={status}>
      {TAG_STATE[status].label}
    </Badge>
  );
}
