import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '../../ui/icons';
import { useAdminDocumentTitle } from '../page-title';

/** Heading of a settings screen, with its "+ Add" when the admin may add. */
export function ScreenHeader({ title, onAdd }: { title: string; onAdd?: () => void }) {
  useAdminDocumentTitle(title);
  return (
    <Group justify="space-between" gap="sm">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {onAdd ? (
        <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
          Add
        </Button>
      ) : null}
    </Group>
  );
}
