import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Box, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconGrip } from './icons';

export interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => string;
  /** How an item is named to a screen reader ("question 2: How do I …"). */
  getName: (item: T, index: number) => string;
  /** Each row's accessible name, when it says more than its name (e.g. "Flat tyre (active)"). */
  getLabel?: (item: T) => string;
  /** The list's accessible name. */
  label: string;
  /** Why dragging is off (a filter or a sort is on, no edit permission); null: on. */
  disabledReason?: string | null;
  /** The whole list in its new order; the caller saves it. */
  onReorder: (ids: string[]) => void;
  /** One item; `handle` is its drag handle (null while dragging is off). */
  renderItem: (item: T, index: number, handle: ReactNode) => ReactNode;
}

/**
 * A list the admin orders by dragging a handle, or from the keyboard (focus the handle, Space to
 * lift, arrows to move, Space to drop; Escape puts it back) — dnd-kit announces each step to
 * screen readers.
 */
export function SortableList<T>({
  items,
  getId,
  getName,
  getLabel,
  label,
  disabledReason,
  onReorder,
  renderItem,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const off = !!disabledReason;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };
  const nameOf = (id: string | number) => {
    const i = ids.indexOf(String(id));
    return i >= 0 ? getName(items[i]!, i) : 'item';
  };
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {off
          ? disabledReason
          : 'Drag an item by its handle to change the order, or focus the handle and use Space and the arrow keys.'}
      </Text>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
            onDragOver: ({ active, over }) =>
              over ? `${nameOf(active.id)} is now at place ${ids.indexOf(String(over.id)) + 1} of ${ids.length}.` : '',
            onDragEnd: ({ active, over }) =>
              over ? `${nameOf(active.id)} dropped at place ${ids.indexOf(String(over.id)) + 1}.` : 'Dropped.',
            onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
          },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={off}>
          <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={label}>
            {items.map((item, i) => (
              <SortableRow key={ids[i]} id={ids[i]!} name={getName(item, i)} label={getLabel?.(item)} off={off}>
                {(handle) => renderItem(item, i, handle)}
              </SortableRow>
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
    </Stack>
  );
}

function SortableRow({
  id,
  name,
  label,
  off,
  children,
}: {
  id: string;
  name: string;
  label?: string;
  off: boolean;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: off,
  });
  const handle = off ? null : (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      aria-label={`Move ${name}`}
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      <IconGrip />
    </ActionIcon>
  );
  return (
    <Box
      component="li"
      aria-label={label}
      ref={setNodeRef}
      data-sortable-id={id}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        opacity: isDragging ? 0.85 : 1,
      }}
    >
      {children(handle)}
    </Box>
  );
}
