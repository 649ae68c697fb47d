// The toolbar's column picker: a disclosure button opening a list of checkboxes, one per column.
// Always-visible columns are listed checked and disabled, so users see why they cannot hide them.
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ColumnsIcon } from '../../internal/icons';
import { Checkbox } from '../Checkbox';
import { IconButton, Popover, PopoverRoot } from './ListingToolbar.styles';
import { assertUiProvider } from '../../internal/assertUiProvider';

export interface ColumnChoice {
  /** Every column the picker lists, in table order. */
  columns: { id: string; header: ReactNode; alwaysVisible?: boolean }[];
  /** Ids of the visible columns. */
  visible: string[];
  /** Called with the new visible ids, in table order. */
  onChange: (ids: string[]) => void;
}

export interface ColumnPickerProps extends ColumnChoice {
  /** Text of the button. @default 'Columns' */
  label?: string;
}

export function ColumnPicker({ columns, visible, onChange, label = 'Columns' }: ColumnPickerProps) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('ColumnPicker');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const shown = new Set(visible);
  const toggle = (id: string, checked: boolean) => {
    const next = new Set(shown);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(columns.filter((column) => column.alwaysVisible || next.has(column.id)).map((column) => column.id));
  };

  return (
    <PopoverRoot
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <IconButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <ColumnsIcon aria-hidden="true" />
        {label}
      </IconButton>
      {open && (
        <Popover id={panelId} role="group" aria-label="Visible columns">
          {columns.map((column) => (
            <Checkbox
              key={column.id}
              label={column.header}
              checked={column.alwaysVisible || shown.has(column.id)}
              disabled={column.alwaysVisible}
              onChange={(checked) => toggle(column.id, checked)}
            />
          ))}
        </Popover>
      )}
    </PopoverRoot>
  );
}
