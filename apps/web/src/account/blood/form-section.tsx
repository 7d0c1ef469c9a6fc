import { Paper, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/** A page's form in its own titled box (the donor register, a request for blood), named by its title. */
export function FormSection({
  id,
  title,
  onSubmit,
  children,
}: {
  /** The title's id, which names the section. */
  id: string;
  title: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
          {children}
        </Stack>
      </form>
    </Paper>
  );
}
