import { Button, Group, type GroupProps, VisuallyHidden } from '@mantine/core';
import { DeleteButton } from './delete-button';
import { IconPencil } from './icons';

/** A list row's Edit button; `name` as DeleteButton's: what follows "Edit" for screen readers. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button size="xs" variant="subtle" leftSection={<IconPencil size={14} />} onClick={onClick}>
      Edit<VisuallyHidden>{name}</VisuallyHidden>
    </Button>
  );
}

/**
 * A row's Edit and Delete buttons side by side, each only when its handler is given (the admin has
 * the flag); nothing at all without either. `name` names the row for screen readers.
 */
export function RowActions({
  name,
  onEdit,
  onDelete,
  ...group
}: { name: string; onEdit?: () => void; onDelete?: () => void } & Omit<GroupProps, 'children'>) {
  if (!onEdit && !onDelete) return null;
  return (
    <Group gap="xs" {...group}>
      {onEdit ? <EditButton name={name} onClick={onEdit} /> : null}
      {onDelete ? <DeleteButton name={name} onClick={onDelete} /> : null}
    </Group>
  );
}
