// A menu button after the WAI-ARIA pattern, used by the navbar's menus and the user menu.
// Items with an `href` are real links (middle-click opens a tab); with `onSelect` as well, a plain
// left click is handed to the app so it can route without a page load.
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ButtonHTMLAttributes, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { ChevronDownIcon } from '../../internal/icons';
import { selectLink } from '../../internal/linkSelect';
import { ItemButton, ItemLink, Menu, Root, Trigger } from './DropdownMenu.styles';
import { assertUiProvider } from '../../internal/assertUiProvider';

export interface DropdownMenuItem {
  /** Stable key of the item. */
  id: string;
  /** What the item shows. */
  label: ReactNode;
  /** Makes the item a link to this address. */
  href?: string;
  /** Called when the item is chosen (for links: on a plain left click, instead of navigating). */
  onSelect?: () => void;
  /** Shown but cannot be chosen. @default false */
  disabled?: boolean;
}

export interface DropdownMenuProps {
  /** Content of the trigger button. */
  label: ReactNode;
  /** The menu's entries, in order. */
  items: DropdownMenuItem[];
  /** Which edge of the trigger the menu lines up with. @default 'start' */
  align?: 'start' | 'end';
  /** Extra props for the trigger button (aria-label, className, data attributes). */
  triggerProps?: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'>;
  /** Class name for the wrapper. */
  className?: string;
}

type FocusTarget = 'first' | 'last';

export function DropdownMenu({ label, items, align = 'start', triggerProps, className }: DropdownMenuProps) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('DropdownMenu');
  const [open, setOpen] = useState(false);
  const baseId = useId();
  const triggerId = triggerProps?.id ?? `menu-trigger-${baseId}`;
  const menuId = `menu-${baseId}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const pendingFocus = useRef<FocusTarget | null>(null);

  const enabledIndexes = items.flatMap((item, index) => (item.disabled ? [] : [index]));

  const focusIndex = (index: number | undefined) => {
    if (index !== undefined) itemRefs.current[index]?.focus();
  };

  const openMenu = (focus: FocusTarget) => {
    pendingFocus.current = focus;
    setOpen(true);
  };

  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open || !pendingFocus.current) return;
    focusIndex(pendingFocus.current === 'first' ? enabledIndexes[0] : enabledIndexes[enabledIndexes.length - 1]);
    pendingFocus.current = null;
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onTriggerClick = (event: MouseEvent<HTMLButtonElement>) => {
    triggerProps?.onClick?.(event);
    if (event.defaultPrevented) return;
    if (open) closeMenu(false);
    else openMenu('first');
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    triggerProps?.onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (open) focusIndex(event.key === 'ArrowDown' ? enabledIndexes[0] : enabledIndexes[enabledIndexes.length - 1]);
      else openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      closeMenu(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = itemRefs.current.findIndex((el) => el === document.activeElement);
    const position = enabledIndexes.indexOf(current);
    const count = enabledIndexes.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusIndex(enabledIndexes[position === -1 ? 0 : (position + 1) % count]);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusIndex(enabledIndexes[position <= 0 ? count - 1 : position - 1]);
        break;
      case 'Home':
        event.preventDefault();
        focusIndex(enabledIndexes[0]);
        break;
      case 'End':
        event.preventDefault();
        focusIndex(enabledIndexes[count - 1]);
        break;
      case 'Escape':
        // Handled here so an enclosing Modal does not also close.
        event.preventDefault();
        event.stopPropagation();
        closeMenu(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
      case ' ':
        // Space chooses a menu item even when it is a link (links only answer Enter natively).
        event.preventDefault();
        (document.activeElement as HTMLElement | null)?.click();
        break;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          // Type-ahead: jump to the next item whose text starts with the typed character.
          const char = event.key.toLowerCase();
          const order = enabledIndexes.slice(position + 1).concat(enabledIndexes.slice(0, position + 1));
          const match = order.find((index) =>
            itemRefs.current[index]?.textContent?.trim().toLowerCase().startsWith(char),
          );
          if (match !== undefined) focusIndex(match);
        }
    }
  };

  const onItemClick = (item: DropdownMenuItem) => (event: MouseEvent<HTMLElement>) => {
    if (item.disabled) {
      event.preventDefault();
      return;
    }
    // Focus goes back to the trigger before onSelect, so a dialog the item opens returns focus there.
    closeMenu(true);
    if (item.href) {
      selectLink(event as MouseEvent<HTMLAnchorElement>, item.onSelect);
    } else {
      item.onSelect?.();
    }
  };

  return (
    <Root ref={rootRef} className={className}>
      <Trigger
        {...triggerProps}
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <ChevronDownIcon />
      </Trigger>
      {open && (
        <Menu id={menuId} role="menu" aria-labelledby={triggerId} $align={align} onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => (
            <li key={item.id} role="none">
              {item.href && !item.disabled ? (
                <ItemLink
                  ref={(el: HTMLAnchorElement | null) => {
                    itemRefs.current[index] = el;
                  }}
                  role="menuitem"
                  tabIndex={-1}
                  href={item.href}
                  onClick={onItemClick(item)}
                >
                  {item.label}
                </ItemLink>
              ) : (
                <ItemButton
                  ref={(el: HTMLButtonElement | null) => {
                    itemRefs.current[index] = el;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  aria-disabled={item.disabled || undefined}
                  onClick={onItemClick(item)}
                >
                  {item.label}
                </ItemButton>
              )}
            </li>
          ))}
        </Menu>
      )}
    </Root>
  );
}
