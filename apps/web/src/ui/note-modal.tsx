import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import type { z } from 'zod';
import { useSchemaForm } from '../lib/use-schema-form';
import { FormModal, useUnsavedChanges } from './unsaved-changes';

/** What a decision with a note says and does: the SOS call's status, a return's approval. */
export interface NoteDecision<A> {
  title: string;
  /** Lines above the note: what is being decided on, and what the decision does. */
  intro: ReactNode;
  /** The contract's schema of the note (its length and message). */
  schema: z.ZodType;
  initialNote?: string;
  label: string;
  description: string;
  minRows: number;
  submitLabel: string;
  submitColor?: string;
  /** The refusal's title when the server says no ("Not refused"). */
  failureTitle: string;
  /** Saves with the trimmed note (undefined when empty). */
  save: (note: string | undefined) => Promise<A>;
  /** After a save: the toast and the lists to read again. */
  onSaved: (answer: A) => void;
}

/**
 * A modal whose form is one optional note and a decision button. `decision` is null while closed;
 * the last one stays shown while the modal animates out, and every new `formKey` gets a fresh form.
 */
export function NoteModal<A>({
  decision,
  formKey,
  onClose,
}: {
  decision: NoteDecision<A> | null;
  formKey: string;
  onClose: () => void;
}) {
  const last = useRef(decision);
  if (decision) last.current = decision;
  const shown = decision ?? last.current;
  return (
    <FormModal opened={decision !== null} onClose={onClose} title={shown?.title} centered>
      {decision ? <NoteForm key={formKey} decision={decision} onDone={onClose} /> : null}
    </FormModal>
  );
}

function NoteForm<A>({ decision: d, onDone }: { decision: NoteDecision<A>; onDone: () => void }) {
  const form = useSchemaForm<{ note: string }>({ schema: d.schema, initialValues: { note: d.initialNote ?? '' } });
  const guard = useUnsavedChanges(form.isDirty());
  const mutation = useMutation({
    mutationFn: (note: string) => d.save(note.trim() ? note.trim() : undefined),
    onSuccess: (answer) => {
      d.onSaved(answer);
      guard.release();
      onDone();
    },
    onError: (error) => form.fail(error, { title: d.failureTitle }),
  });
  return (
    <form
      onSubmit={form.submit(({ note }) => {
        if (!mutation.isPending) mutation.mutate(note);
      })}
      noValidate
    >
      <Stack gap="md">
        {d.intro}
        <Textarea
          label={d.label}
          description={d.description}
          autosize
          minRows={d.minRows}
          maxRows={d.minRows + 5}
          {...form.getInputProps('note')}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => guard.cancel()} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending} color={d.submitColor}>
            {d.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
