import { createContext, useContext } from 'react';

/**
 * The words the shared form parts say themselves: a dialog form's Cancel and Save, the "Add …" /
 * "Edit …" title of a `SchemaFormDialog`, the question before unsaved changes are dropped, and the
 * picture picker's. A
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
  /** The picture picker's words (ui/image-picker.tsx). */
  picture: PictureWords;
}

/** What the picture picker says: its zone, its buttons, its refusals and each picture's label. */
export interface PictureWords {
  drop: (multiple: boolean) => string;
  choose: (multiple: boolean) => string;
  /** After the button's words, for screen readers: which field. */
  chooseFor: (label: string) => string;
  hint: (mb: number) => string;
  tooLarge: (name: string, mb: number) => string;
  notPicture: (name: string) => string;
  onlyOne: string;
  unusable: string;
  atMost: (limit: number, room: number) => string;
  current: (n: number, removed: boolean) => string;
  removed: string;
  kept: string;
  keep: string;
  remove: string;
  keepCurrent: (n: number) => string;
  removeCurrent: (n: number) => string;
  newPicture: (name: string) => string;
  new: string;
  removeNew: (name: string) => string;
}

const ENGLISH: FormWords = {
  save: 'Save',
  cancel: 'Cancel',
  addTitle: (noun) => `Add ${noun}`,
  editTitle: (noun) => `Edit ${noun}`,
  picture: {
    drop: (multiple) => (multiple ? 'Drop pictures here or' : 'Drop a picture here or'),
    choose: (multiple) => (multiple ? 'Choose pictures' : 'Choose a picture'),
    chooseFor: (label) => `for ${label}`,
    hint: (mb) => `JPEG, PNG, WebP or GIF, up to ${mb} MB each`,
    tooLarge: (name, mb) => `${name} is larger than ${mb} MB. Choose a smaller picture.`,
    notPicture: (name) => `${name} is not a picture. Choose a JPEG, PNG, WebP or GIF.`,
    onlyOne: 'Choose one picture.',
    unusable: 'That file cannot be used.',
    atMost: (limit, room) => `At most ${limit} pictures in all: ${room} more can be added.`,
    current: (n, removed) => `Current picture ${n}${removed ? ' (to be removed)' : ''}`,
    removed: 'Removed',
    kept: 'Kept',
    keep: 'Keep',
    remove: 'Remove',
    keepCurrent: (n) => `Keep current picture ${n}`,
    removeCurrent: (n) => `Remove current picture ${n}`,
    newPicture: (name) => `New picture ${name}`,
    new: 'New',
    removeNew: (name) => `Remove new picture ${name}`,
  },
};

const FormWordsContext = createContext<FormWords>(ENGLISH);

export const FormWordsProvider = FormWordsContext.Provider;

export const useFormWords = (): FormWords => useContext(FormWordsContext);
