/**
 * The navbar's menus as a compact window shows them, in the drawer behind the menu button: Home, each area menu as a
 * group that opens in place (the current page's group open), Help, and the user's menu under their full name.
 */
import { useId, useState } from 'react';
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import type { DropdownMenuItem } from '@equipdesk/ui';

export interface NavDrawerMenu {
  id: string;
  label: string;
  items: readonly DropdownMenuItem[];
}

export interface NavDrawerProps {
  /** Home, when the user has it. */
  home?: DropdownMenuItem;
  /** The area menus and Help, in the bar's order. */
  menus: readonly NavDrawerMenu[];
  /** The signed-in user's name, shown in full above their menu. */
  userName: string;
  userItems: readonly DropdownMenuItem[];
  /** Whether an address is the current page or above it. */
  isCurrent(href: string): boolean;
  /** Closes the drawer (focus back to the menu button), before the chosen item acts. */
  close(): void;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SubList = styled(List)`
  padding-bottom: ${({ theme }) => theme.spacing.xs};
  background: ${({ theme }) => theme.colors.background};
`;

/** Every row of the drawer is a finger's height, its text wrapping rather than cut. */
const Row = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.lg};
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  text-decoration: none;
  overflow-wrap: anywhere;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.borders.focusWidth});
  }

  &[aria-current='page'] {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    text-decoration: underline;
    text-underline-offset: ${({ theme }) => theme.spacing.xs};
  }
`;

const SubRow = styled(Row)`
  padding-left: ${({ theme }) => theme.spacing.xxl};
`;

const GroupButton = styled(Row).attrs({ as: 'button' })`
  justify-content: space-between;
  font-weight: ${({ theme }) => theme.typography.weight.medium};

  &::after {
    content: '';
    flex: none;
    width: ${({ theme }) => theme.spacing.sm};
    height: ${({ theme }) => theme.spacing.sm};
    border-right: ${({ theme }) => theme.borders.focusWidth} solid currentColor;
    border-bottom: ${({ theme }) => theme.borders.focusWidth} solid currentColor;
    transform: rotate(45deg);
  }

  &[aria-expanded='true']::after {
    transform: rotate(-135deg);
  }
`;

const UserSection = styled.section`
  margin-top: ${({ theme }) => theme.spacing.sm};
  border-top: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};
`;

const UserName = styled.h3`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.lg} ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  overflow-wrap: anywhere;
`;

/** A click the app may take over: the primary button without a modifier (others open a tab, as on a link). */
function plainLeftClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function DrawerItem({ item, sub, isCurrent, close }: { item: DropdownMenuItem; sub: boolean; isCurrent(href: string): boolean; close(): void }) {
  const Item = sub ? SubRow : Row;
  const choose = (event: MouseEvent<HTMLElement>) => {
    if (item.href && !plainLeftClick(event)) return;
    event.preventDefault();
    close();
    item.onSelect?.();
  };
  return (
    <li>
      {item.href ? (
        <Item href={item.href} aria-current={isCurrent(item.href) ? 'page' : undefined} onClick={choose}>
          {item.label}
        </Item>
      ) : (
        <Item as="button" type="button" onClick={choose}>
          {item.label}
        </Item>
      )}
    </li>
  );
}

function Group({ menu, isCurrent, close }: { menu: NavDrawerMenu; isCurrent(href: string): boolean; close(): void }) {
  const listId = useId();
  const [open, setOpen] = useState(() => menu.items.some((item) => item.href !== undefined && isCurrent(item.href)));
  return (
    <li>
      <GroupButton type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((was) => !was)}>
        {menu.label}
      </GroupButton>
      <SubList id={listId} hidden={!open}>
        {menu.items.map((item) => (
          <DrawerItem key={item.id} item={item} sub isCurrent={isCurrent} close={close} />
        ))}
      </SubList>
    </li>
  );
}

export function NavDrawer({ home, menus, userName, userItems, isCurrent, close }: NavDrawerProps) {
  const userId = useId();
  return (
    <>
      <List>
        {home && <DrawerItem item={home} sub={false} isCurrent={isCurrent} close={close} />}
        {menus.map((menu) => (
          <Group key={menu.id} menu={menu} isCurrent={isCurrent} close={close} />
        ))}
      </List>
      <UserSection aria-labelledby={userId}>
        <UserName id={userId}>{userName}</UserName>
        <List>
          {userItems.map((item) => (
            <DrawerItem key={item.id} item={item} sub={false} isCurrent={isCurrent} close={close} />
          ))}
        </List>
      </UserSection>
    </>
  );
}
