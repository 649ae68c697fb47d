// A link styled for the navbar. With `onSelect` a plain left click routes inside the app, while
// modified and middle clicks still open the address in a new tab.
import { forwardRef } from 'react';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { selectLink } from '../../internal/linkSelect';
import { Link } from './Navbar.styles';
import { assertUiProvider } from '../../internal/assertUiProvider';

export interface NavbarLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The address the link points to. */
  href: string;
  /** Marks the link as the current page (aria-current="page"). @default false */
  active?: boolean;
  /** Called on a plain left click instead of the browser's navigation. */
  onSelect?: () => void;
}

export const NavbarLink = forwardRef<HTMLAnchorElement, NavbarLinkProps>(function NavbarLink(
  { active = false, onSelect, onClick, ...rest },
  ref,
) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('NavbarLink');
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    selectLink(event, onSelect);
  };
  return <Link ref={ref} aria-current={active ? 'page' : undefined} onClick={handleClick} {...rest} />;
});
