// A side panel over the page (the navigation of a compact window): a modal dialog like Modal, with its behaviour
// (focus moved in and kept inside, Escape and a click beside the panel close it, focus back to the opener).
import { useId, useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../../internal/icons';
import { useModalBehaviour } from '../Modal/useModalBehaviour';
import { Backdrop, Body, CloseButton, Header, Panel, Title } from './Drawer.styles';
import type { DrawerSide } from './Drawer.styles';
import { assertUiProvider } from '../../internal/assertUiProvider';

export interface DrawerProps {
  /** Whether the drawer is shown. */
  open: boolean;
  /** Called when the user asks to close: the close button, Escape or a click beside the panel. */
  onClose: () => void;
  /** The drawer's heading; also its accessible name. */
  title: ReactNode;
  /** The drawer's content. */
  children?: ReactNode;
  /** The edge the panel comes from. @default 'end' */
  side?: DrawerSide;
  /** Id of the panel, for the `aria-controls` of the button that opens it. */
  id?: string;
  /** Accessible name of the header's close button. @default 'Close' */
  closeLabel?: string;
  /** Class name for the panel. */
  className?: string;
}

export function Drawer({ open, ...rest }: DrawerProps) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('Drawer');
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<OpenDrawer {...rest} />, document.body);
}

function OpenDrawer({ onClose, title, children, side = 'end', id, closeLabel = 'Close', className }: Omit<DrawerProps, 'open'>) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  useModalBehaviour({ dialogRef: panelRef, skipInitialFocusRef: closeRef, initialFocusRef: undefined, dismissable: true, onClose });

  const onBackdropPointerDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const onBackdrop = event.target === event.currentTarget && pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (onBackdrop) onClose();
  };

  return (
    <Backdrop data-testid="drawer-backdrop" $side={side} onMouseDown={onBackdropPointerDown} onClick={onBackdropClick}>
      <Panel ref={panelRef} id={id} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={className}>
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton ref={closeRef} type="button" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </CloseButton>
        </Header>
        <Body>{children}</Body>
      </Panel>
    </Backdrop>
  );
}
