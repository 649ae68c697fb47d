export { Navbar } from './Navbar';
export type { NavbarProps } from './Navbar';
export { NavbarLink } from './NavbarLink';
export type { NavbarLinkProps } from './NavbarLink';
