import { Modal, type ModalProps } from '@mantine/core';
import { modals } from '@mantine/modals';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useMemo, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { DirtyForms, leavesPage } from '../lib/unsaved';
import { useFormWords } from './form-words';

/** The discard question's words, for a translated screen. */
export interface DiscardWords {
  title: string;
  text: string;
  discard: string;
  keep: string;
}

const ENGLISH: DiscardWords = {
  title: 'Discard your changes?',
  text: 'What you changed here is not saved yet. It is lost if you leave now.',
  discard: 'Discard changes',
  keep: 'Keep editing',
};

/** "Discard your changes?": `discard` runs only when the person says so. */
export function askDiscard(discard: () => void, keep?: () => void, words: DiscardWords = ENGLISH): void {
  modals.openConfirmModal({
    title: words.title,
    children: words.text,
    labels: { confirm: words.discard, cancel: words.keep },
    confirmProps: { color: 'red' },
    cancelProps: { 'data-autofocus': true },
    centered: true,
    onConfirm: discard,
    onCancel: keep,
  });
}

const PageGuard = createContext<DirtyForms<DiscardWords> | null>(null);
const ModalGuard = createContext<{ forms: DirtyForms; close: () => void } | null>(null);

/**
 * Mounted once inside the router: while any form on the page has unsaved changes, leaving for
 * another page asks first (React Router's blocker), in the words of that form's part of the app (the
 * back office's language there), and so does closing or reloading the tab (`beforeunload`, which the
 * browser words itself).
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const forms = useMemo(() => new DirtyForms<DiscardWords>(), []);
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) => forms.any() && leavesPage(currentLocation, nextLocation),
      [forms],
    ),
  );
  const asked = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      asked.current = false;
      return;
    }
    if (asked.current) return;
    asked.current = true;
    askDiscard(
      () => {
        forms.clear();
        blocker.proceed();
      },
      () => blocker.reset(),
      forms.words(),
    );
  }, [blocker, forms]);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!forms.any()) return;
      event.preventDefault();
      // Older browsers show the prompt only with a returnValue set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [forms]);
  return <PageGuard.Provider value={forms}>{children}</PageGuard.Provider>;
}

/**
 * A Mantine Modal that asks before closing (Escape, the close button, a click outside, Cancel)
 * while a form inside has unsaved changes. `onClose` is called once the person agrees, or at once
 * when nothing changed; a form closes it without asking after a save by calling `onClose` itself.
 */
export function FormModal({ onClose, children, ...props }: ModalProps) {
  const forms = useMemo(() => new DirtyForms(), []);
  const latest = useRef(onClose);
  latest.current = onClose;
  const words = useFormWords().discard;
  const close = useCallback(() => {
    if (forms.any()) askDiscard(() => latest.current(), undefined, words);
    else latest.current();
  }, [forms, words]);
  const value = useMemo(() => ({ forms, close }), [forms, close]);
  return (
    <ModalGuard.Provider value={value}>
      <Modal onClose={close} {...props}>
        {children}
      </Modal>
    </ModalGuard.Provider>
  );
}

/**
 * Reports a form's unsaved changes to the page (leaving asks first) and to the FormModal around
 * it (closing asks first). `cancel` is for the form's Cancel button: in a FormModal it closes the
 * modal the same way; elsewhere it asks first when there are changes, then calls `then`.
 * `release` forgets the changes at once, for a form that navigates away after a save.
 */
export function useUnsavedChanges(
  dirty: boolean,
  words?: DiscardWords,
): { cancel: (then?: () => void) => void; release: () => void } {
  const id = useId();
  const provided = useFormWords().discard;
  const page = useContext(PageGuard);
  const modal = useContext(ModalGuard);
  const asked = words ?? provided;
  useEffect(() => {
    page?.set(id, dirty, asked);
    modal?.forms.set(id, dirty);
    return () => {
      page?.set(id, false);
      modal?.forms.set(id, false);
    };
  }, [id, dirty, page, modal, asked]);
  return {
    cancel: (then) => {
      if (modal) modal.close();
      else if (dirty) askDiscard(() => then?.(), undefined, asked);
      else then?.();
    },
    release: () => {
      page?.set(id, false);
      modal?.forms.set(id, false);
    },
  };
}
