import type { UseFormReturnType } from '@mantine/form';
import { type FormEvent, useCallback, useState } from 'react';

/**
 * Spec §4/§5: forms become validated after the first submit. Until then a field shows no error;
 * afterwards each change re-checks that field (the form is created with `validateInputOnChange`).
 */
export function useValidateAfterSubmit<V extends Record<string, unknown>>(form: UseFormReturnType<V>) {
  const [submitted, setSubmitted] = useState(false);

  const inputProps = useCallback(
    (path: keyof V & string, options?: Parameters<UseFormReturnType<V>['getInputProps']>[1]) => {
      const props = form.getInputProps(path, options);
      return { ...props, 'data-path': path, error: submitted ? props.error : undefined };
    },
    [form, submitted],
  );

  /** Wraps Mantine's onSubmit: marks the form submitted and focuses the first wrong field. */
  const onSubmit = useCallback(
    (handle: (values: V) => void) => (event?: FormEvent<HTMLFormElement>) => {
      setSubmitted(true);
      const formElement = event?.currentTarget;
      form.onSubmit(handle, (errors) => focusFirstError(formElement, Object.keys(errors)))(event);
    },
    [form],
  );

  return { submitted, inputProps, onSubmit };
}

/** Moves focus to the first field (marked `data-path`) that has an error, in the order the form shows them. */
export function focusFirstError(formElement: HTMLFormElement | null | undefined, paths: string[]): void {
  if (!formElement || paths.length === 0) return;
  const wanted = new Set(paths);
  for (const element of Array.from(formElement.querySelectorAll<HTMLElement>('[data-path]'))) {
    if (wanted.has(element.dataset.path ?? '')) {
      element.focus();
      return;
    }
  }
}
