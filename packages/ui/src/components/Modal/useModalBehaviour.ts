// The dialog behaviour behind Modal, apart from its looks: focus moves in on open and back to
// the opener on close, Tab stays inside, Escape closes only when the dialog is dismissable, and
// the page behind does not scroll. Only the topmost open dialog reacts to keys.
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { getTabbable } from '../../internal/focusable';

const openDialogs: object[] = [];
let scrollLocks = 0;
let savedOverflow = '';

function lockScroll(): () => void {
  if (scrollLocks === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.body.style.overflow = savedOverflow;
  };
}

export interface ModalBehaviourOptions {
  dialogRef: RefObject<HTMLElement | null>;
  /** Elements that should not take first focus (the header's close button). */
  skipInitialFocusRef: RefObject<HTMLElement | null>;
  initialFocusRef: RefObject<HTMLElement | null> | undefined;
  dismissable: boolean;
  onClose: () => void;
}

export function useModalBehaviour({
  dialogRef,
  skipInitialFocusRef,
  initialFocusRef,
  dismissable,
  onClose,
}: ModalBehaviourOptions): void {
  // Read during the first render, before any child's autoFocus can move focus into the dialog.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const latest = useRef({ dismissable, onClose });
  useEffect(() => {
    latest.current = { dismissable, onClose };
  });

  useEffect(() => lockScroll(), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (initialFocusRef?.current) {
      initialFocusRef.current.focus();
    } else if (!dialog.contains(document.activeElement)) {
      const first = getTabbable(dialog).find((el) => el !== skipInitialFocusRef.current);
      (first ?? dialog).focus();
    }
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
    // The opener and the first focus belong to this opening only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const token = {};
    openDialogs.push(token);

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== token) return;
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === 'Escape') {
        if (event.defaultPrevented) return;
        event.preventDefault();
        if (latest.current.dismissable) latest.current.onClose();
        return;
      }
      // A layer that keeps its own Tab order (a date picker's calendar, portalled out of the dialog) has handled it.
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      const tabbable = getTabbable(dialog);
      const first = tabbable[0];
      const last = tabbable[tabbable.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const outside = !dialog.contains(active);
      if (event.shiftKey && (outside || active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = openDialogs.indexOf(token);
      if (index !== -1) openDialogs.splice(index, 1);
    };
  }, [dialogRef]);
}
