import { type UseFormInput, type UseFormReturnType, useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type FormEvent, useMemo, useRef } from 'react';
import type { z } from 'zod';
import { useErrorText } from '../i18n/error-text';
import { focusFirstError, hasPath, splitFailure } from './form-errors';
import { toastError } from './toast';

type Values = object;

/** A server error kept on its field until that field changes. */
interface Placed {
  message: string;
  value: unknown;
}

const valueAt = (values: unknown, path: string) =>
  path
    .split('.')
    .reduce<unknown>((v, k) => (v === null || v === undefined ? v : (v as Record<string, unknown>)[k]), values);

/**
 * The errors to show after a change, once the form has been submitted: what the schema says of
 * the values now, and each server error whose field still holds what was sent.
 */
export function errorsAfterChange(
  checked: Record<string, string>,
  server: Record<string, Placed>,
  values: unknown,
): Record<string, string> {
  const errors = { ...checked };
  for (const [path, placed] of Object.entries(server)) {
    if (Object.is(valueAt(values, path), placed.value)) errors[path] ??= placed.message;
    else delete server[path];
  }
  return errors;
}

export interface FailureOptions {
  /** Server field names the form shows under another name (`countryCode` → `country`). */
  aliases?: Record<string, string>;
  /** The toast's title for what no field took, e.g. "The order was not saved". */
  title?: string;
  /** Answer what no field took instead of toasting it, for a form that shows it itself. */
  inline?: boolean;
}

export type SchemaForm<V extends Values> = UseFormReturnType<V> & {
  /** The form's onSubmit: checks every field (then re-checks on each change), focuses the first wrong one, else calls `handle`. */
  submit: (handle: (values: V) => void) => (event?: FormEvent<HTMLFormElement>) => void;
  /** A failed answer: field errors on their fields (focused), the rest as a toast, or answered when `inline`. */
  fail: (error: unknown, options?: FailureOptions) => string | null;
  /** After a save the form stays on: what it holds now is the saved state (not dirty, no errors). */
  saved: (values?: V) => void;
};

/**
 * The one form pattern of the web app: Mantine's form checked by a contract schema (the rules and
 * messages the server applies to the same request). Nothing is said before the first submit;
 * from then on every change re-checks the whole form, so an error goes as soon as its field is
 * fixed (also one that depends on another field, such as a discount above the price). An error
 * the server gave stays until its field changes.
 */
export function useSchemaForm<V extends Values>({
  schema,
  rules,
  ...options
}: {
  schema: z.ZodType;
  /**
   * Checks the contract cannot make, over the whole form (pictures kept plus added, a number
   * already in the list): they run with the schema's and, being more particular, win on the same field.
   */
  rules?: (values: V) => Record<string, string | null | undefined>;
} & Omit<UseFormInput<V>, 'validate' | 'mode'>): SchemaForm<V> {
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const resolver = useMemo(() => {
    const bySchema = zod4Resolver(schema, { errorPriority: 'first' });
    return (values: V): Record<string, string> => {
      const errors: Record<string, string> = {};
      for (const [path, message] of Object.entries(rulesRef.current?.(values) ?? {}))
        if (message) errors[path] = message;
      return { ...(bySchema(values as Record<string, unknown>) as Record<string, string>), ...errors };
    };
  }, [schema]);
  const submitted = useRef(false);
  const server = useRef<Record<string, Placed>>({});
  const element = useRef<HTMLFormElement | null>(null);
  const formRef = useRef<UseFormReturnType<V> | null>(null);
  const onValuesChange = options.onValuesChange;
  const say = useErrorText();

  const form = useForm<V>({
    ...options,
    mode: 'controlled',
    validate: resolver,
    validateInputOnChange: false,
    clearInputErrorOnChange: false,
    onValuesChange: (values, previous) => {
      onValuesChange?.(values, previous);
      if (submitted.current) formRef.current?.setErrors(errorsAfterChange(resolver(values), server.current, values));
    },
  });
  formRef.current = form;

  const submit: SchemaForm<V>['submit'] = (handle) => (event) => {
    submitted.current = true;
    server.current = {};
    if (event?.currentTarget) element.current = event.currentTarget;
    form.onSubmit(handle, (errors) => focusFirstError(element.current, Object.keys(errors)))(event);
  };

  const fail: SchemaForm<V>['fail'] = (error, { aliases, title, inline } = {}) => {
    const values = form.getValues();
    const { fields, rest } = splitFailure(error, (path) => hasPath(values, path), aliases, say);
    server.current = Object.fromEntries(
      Object.entries(fields).map(([path, message]) => [path, { message, value: valueAt(values, path) }]),
    );
    form.setErrors(fields);
    focusFirstError(element.current, Object.keys(fields));
    if (!rest || inline) return rest;
    toastError(rest, title);
    return null;
  };

  const saved: SchemaForm<V>['saved'] = (values) => {
    if (values) form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    submitted.current = false;
    server.current = {};
  };

  const reset: SchemaForm<V>['reset'] = () => {
    submitted.current = false;
    server.current = {};
    form.reset();
  };

  return { ...form, reset, submit, fail, saved };
}
