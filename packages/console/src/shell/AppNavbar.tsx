/**
 * The top navigation of spec 1 §2: Home, the area menus the user may navigate, Help → About and
 * the user menu (Profile, Change Password, Signout).
 */
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { DropdownMenu, Navbar, NavbarLink } from '@equipdesk/ui';
import type { DropdownMenuItem } from '@equipdesk/ui';
import type { PermissionEntry } from '@equipdesk/permissions';
import { AboutDialog } from './AboutDialog';
import { USER_MENU_ITEMS, visibleNavigation } from './menu';

/**
 * The user menu's label: one line, cut with an ellipsis where a long name would push the menus out of the bar (the
 * full name stays the button's accessible name and shows as its tooltip).
 */
const UserName = styled.span`
  display: block;
  min-width: 0;
  max-width: clamp(6em, 24vw, 16em);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const BrandLink = styled.a`
  color: inherit;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-size: ${({ theme }) => theme.typography.size.lg};
  text-decoration: none;
`;

export interface AppNavbarProps {
  /** The signed-in user's name, the label of the user menu. */
  userName: string;
  permissions: readonly PermissionEntry[];
  /** Ends the session (Signout). */
  onSignOut: () => void;
}

function isActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

export function AppNavbar({ userName, permissions, onSignOut }: AppNavbarProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [aboutOpen, setAboutOpen] = useState(false);
  const { home, menus } = useMemo(() => visibleNavigation(permissions), [permissions]);

  const go = (href: string) => () => {
    void navigate(href);
  };
  const linkItem = (id: string, label: string, href: string): DropdownMenuItem => ({ id, label, href, onSelect: go(href) });

  const helpItems: DropdownMenuItem[] = [{ id: 'about', label: 'About', onSelect: () => setAboutOpen(true) }];
  const userItems: DropdownMenuItem[] = [
    ...USER_MENU_ITEMS.map((page) => linkItem(page.id, page.label, page.href)),
    { id: 'signout', label: 'Signout', onSelect: onSignOut },
  ];

  return (
    <>
      <Navbar
        aria-label="Main"
        brand={
          <BrandLink
            href="/dashboard"
            onClick={(event) => {
              event.preventDefault();
              void navigate('/dashboard');
            }}
          >
            EquipDesk
          </BrandLink>
        }
        end={
          <>
            <DropdownMenu label="Help" items={helpItems} align="end" />
            <DropdownMenu label={<UserName>{userName}</UserName>} triggerProps={{ title: userName }} items={userItems} align="end" />
          </>
        }
      >
        {home && (
          <NavbarLink href={home.href} onSelect={go(home.href)} active={isActive(pathname, home.href) || pathname === '/'}>
            {home.label}
          </NavbarLink>
        )}
        {menus.map((menu) => (
          <DropdownMenu
            key={menu.id}
            label={menu.label}
            items={menu.items.map((item) => linkItem(item.id, item.label, item.href))}
          />
        ))}
      </Navbar>
      <AboutDialog open={aboutOpen} onClose={() => setAboutOpen(false)} />
    </>
  );
}
