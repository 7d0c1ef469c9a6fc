import { Button, VisuallyHidden } from '@mantine/core';
import { IconTrash } from './icons';

/**
 * A list row's Delete button: red text dark enough to read on white, and the row's name for
 * screen readers ("Delete" alone says nothing in a list). The click should ask first (confirmAction).
 */
/** `name`: what follows "Delete" for screen readers, separator included (" Flat tyre", ": question 2"). */
export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button size="xs" variant="subtle" color="red" c="red.9" leftSection={<IconTrash size={14} />} onClick={onClick}>
      Delete<VisuallyHidden>{name}</VisuallyHidden>
    </Button>
  );
}
