// EquipDesk's modal dialog. A non-dismissable dialog (About, the login popup) ignores Escape and
// backdrop clicks: only the buttons the screen puts in it can close it.
import { useId, useRef } from 'react';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../../internal/icons';
import { Backdrop, Body, CloseButton, Dialog, Footer, Header, Title } from './Modal.styles';
import type { ModalSize } from './Modal.styles';
import { useModalBehaviour } from './useModalBehaviour';
import { assertUiProvider } from '../../internal/assertUiProvider';

export interface ModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the user asks to close: close button, Escape or backdrop (the last two only when dismissable). */
  onClose: () => void;
  /** The dialog's heading; also its accessible name. */
  title: ReactNode;
  /** The dialog's content. */
  children?: ReactNode;
  /** Actions shown at the bottom, usually Buttons. */
  footer?: ReactNode;
  /** Whether Escape, a backdrop click and the header's close button close the dialog. @default true */
  dismissable?: boolean;
  /** Width of the dialog. @default 'md' */
  size?: ModalSize;
  /** Accessible name of the header's close button. @default 'Close' */
  closeLabel?: string;
  /** Show the header's close button. @default the value of `dismissable` */
  showCloseButton?: boolean;
  /** Element to focus on open instead of the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Id of an element describing the dialog. */
  'aria-describedby'?: string;
  /** Class name for the dialog panel. */
  className?: string;
}

export function Modal({ open, ...rest }: ModalProps) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('Modal');
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...rest} />, document.body);
}

function OpenModal({
  onClose,
  title,
  children,
  footer,
  dismissable = true,
  size = 'md',
  closeLabel = 'Close',
  showCloseButton = dismissable,
  initialFocusRef,
  'aria-describedby': describedBy,
  className,
}: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  useModalBehaviour({ dialogRef, skipInitialFocusRef: closeRef, initialFocusRef, dismissable, onClose });

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    // A drag that starts inside the dialog and ends on the backdrop (selecting text) is no close.
    const onBackdrop = event.target === event.currentTarget && pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (onBackdrop && dismissable) onClose();
  };

  return (
    <Backdrop data-testid="modal-backdrop" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        $size={size}
        className={className}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          {showCloseButton && (
            <CloseButton ref={closeRef} type="button" aria-label={closeLabel} onClick={onClose}>
              <CloseIcon />
            </CloseButton>
          )}
        </Header>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Dialog>
    </Backdrop>
  );
}
