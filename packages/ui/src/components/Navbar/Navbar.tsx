// The console's top bar: brand on the left, the area menus, and the user's menu at the end.
// It only lays things out; which menus a user sees is the console's decision.
import type { ReactNode } from 'react';
import { Bar, Brand, End, Menus, Nav } from './Navbar.styles';

export interface NavbarProps {
  /** The product mark or name, usually a link home. */
  brand?: ReactNode;
  /** The menus and links of the bar (DropdownMenu, NavbarLink). */
  children?: ReactNode;
  /** Content pushed to the far end (the user menu). */
  end?: ReactNode;
  /** Accessible name of the navigation landmark. @default 'Main' */
  'aria-label'?: string;
  /** Class name for the header. */
  className?: string;
}

export function Navbar({ brand, children, end, 'aria-label': ariaLabel = 'Main', className }: NavbarProps) {
  return (
    <Bar className={className}>
      <Nav aria-label={ariaLabel}>
        {brand && <Brand>{brand}</Brand>}
        <Menus>{children}</Menus>
        {end && <End>{end}</End>}
      </Nav>
    </Bar>
  );
}
