// Tabs of a wizard or a detail page (facility and account wizards): a tablist with one tab stop,
// arrows / Home / End moving between tabs (automatic activation), and only the chosen panel
// mounted, so a tab's listing loads when it is opened. Controlled (`value` + `onValueChange`) or
// uncontrolled (`defaultValue`).
import { useCallback, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { List, Panel, Root, Tab } from './Tabs.styles';
import { assertUiProvider } from '../../internal/assertUiProvider';

export interface TabItem {
  /** Stable key, handed to `onValueChange`. */
  id: string;
  /** The tab's text; also the accessible name of its panel. */
  label: ReactNode;
  /** The panel shown while the tab is chosen. */
  content: ReactNode;
  /** Shown but cannot be chosen. @default false */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: TabItem[];
  /** Chosen tab (controlled). */
  value?: string;
  /** Initial tab when uncontrolled. @default the first enabled tab */
  defaultValue?: string;
  /** Called with the id of the tab the user chose. */
  onValueChange?: (id: string) => void;
  /** Accessible name of the tab list. */
  'aria-label': string;
  /** Class name of the outer element. */
  className?: string;
}

export function Tabs({ items, value, defaultValue, onValueChange, 'aria-label': ariaLabel, className }: TabsProps) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('Tabs');
  const baseId = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.id;
  const [inner, setInner] = useState<string | undefined>(defaultValue ?? firstEnabled);
  const controlled = value !== undefined;
  const wanted = controlled ? value : inner;
  // A chosen tab that no longer exists (tabs that appear only later) falls back to the first.
  const current = items.some((item) => item.id === wanted && !item.disabled) ? wanted : firstEnabled;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const choose = useCallback(
    (id: string) => {
      if (!controlled) setInner(id);
      onValueChange?.(id);
    },
    [controlled, onValueChange],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    const index = enabled.findIndex((item) => item.id === current);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    choose(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  const active = items.find((item) => item.id === current);

  return (
    <Root className={className}>
      <List role="tablist" aria-label={ariaLabel} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.id === current;
          return (
            <Tab
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={selected ? panelId(item.id) : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              $selected={selected}
              onClick={() => choose(item.id)}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {active && (
        <Panel role="tabpanel" id={panelId(active.id)} aria-labelledby={tabId(active.id)} tabIndex={0}>
          {active.content}
        </Panel>
      )}
    </Root>
  );
}
