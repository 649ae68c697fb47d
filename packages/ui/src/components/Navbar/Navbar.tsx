// The console's top bar: brand on the left, the area menus, and the user's menu at the end.
// It only lays things out; which menus a user sees is the console's decision. With `drawer`, a compact window
// (`theme.media.compact`) shows a menu button instead of the menus and the end, opening that content in a drawer.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { MenuIcon } from '../../internal/icons';
import { Drawer } from '../Drawer';
import { Bar, Brand, End, MenuButton, Menus, Nav } from './Navbar.styles';
import { assertUiProvider } from '../../internal/assertUiProvider';

export interface NavbarProps {
  /** The product mark or name, usually a link home. */
  brand?: ReactNode;
  /** The menus and links of the bar (DropdownMenu, NavbarLink). */
  children?: ReactNode;
  /** Content pushed to the far end (the user menu). */
  end?: ReactNode;
  /**
   * What the drawer of a compact window holds instead of `children` and `end` (the same menus, laid out for a
   * finger); it gets `close`, to call when an item is chosen. Without it a compact bar wraps its menus.
   */
  drawer?: (close: () => void) => ReactNode;
  /** Accessible name of the menu button, and the drawer's title. @default 'Menu' */
  menuLabel?: string;
  /** Accessible name of the navigation landmark. @default 'Main' */
  'aria-label'?: string;
  /** Class name for the header. */
  className?: string;
}

export function Navbar({ brand, children, end, drawer, menuLabel = 'Menu', 'aria-label': ariaLabel = 'Main', className }: NavbarProps) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('Navbar');
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const theme = useTheme();

  // Focus goes back to the button at once, before the chosen item acts, so a dialog it opens returns focus there.
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  // A window grown past compact (a rotated tablet) shows the menus again: the drawer has no place there.
  useEffect(() => {
    if (!open) return;
    const query = window.matchMedia(theme.media.compact);
    const onChange = () => {
      if (!query.matches) setOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open, theme.media.compact]);

  const collapsible = drawer !== undefined;
  return (
    <Bar className={className}>
      <Nav aria-label={ariaLabel}>
        {brand && <Brand>{brand}</Brand>}
        <Menus $collapsible={collapsible}>{children}</Menus>
        {end && <End $collapsible={collapsible}>{end}</End>}
        {collapsible && (
          <MenuButton
            ref={buttonRef}
            type="button"
            aria-label={menuLabel}
            aria-expanded={open}
            aria-controls={open ? drawerId : undefined}
            aria-haspopup="dialog"
            onClick={() => setOpen((was) => !was)}
          >
            <MenuIcon />
          </MenuButton>
        )}
      </Nav>
      {collapsible && (
        <Drawer open={open} onClose={close} title={menuLabel} id={drawerId} closeLabel={`Close ${menuLabel.toLowerCase()}`}>
          {drawer(close)}
        </Drawer>
      )}
    </Bar>
  );
}
