import { createContext, useContext } from 'react';

/**
 * The words the shared form parts say themselves: a dialog form's Cancel and Save, the "Add …" /
 * "Edit …" title of a `SchemaFormDialog`, and the question before unsaved changes are dropped. A
 * translated part of the app (the back office, admin/i18n/admin-translations.tsx) provides its
 * own; everywhere else they stay English, as before.
 */
export interface FormWords {
  save: string;
  cancel: string;
  addTitle: (noun: string) => string;
  editTitle: (noun: string) => string;
  /** The discard question (ui/unsaved-changes.tsx keeps the English one). */
  discard?: { title: string; text: string; discard: string; keep: string };
}

const ENGLISH: FormWords = {
  save: 'Save',
  cancel: 'Cancel',
  addTitle: (noun) => `Add ${noun}`,
  editTitle: (noun) => `Edit ${noun}`,
};

const FormWordsContext = createContext<FormWords>(ENGLISH);

export const FormWordsProvider = FormWordsContext.Provider;

export const useFormWords = (): FormWords => useContext(FormWordsContext);
