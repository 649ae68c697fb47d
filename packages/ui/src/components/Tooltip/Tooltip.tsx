// A tooltip that opens on hover AND on keyboard focus, describes its trigger through
// aria-describedby, stays open while the pointer moves onto it and closes on Escape (WCAG 1.4.13).
// It renders in a portal with fixed positioning so table cells that clip their content do not
// cut it off.
import { cloneElement, isValidElement, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent, HTMLAttributes, ReactElement, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Bubble, Trigger } from './Tooltip.styles';
import { assertUiProvider } from '../../internal/assertUiProvider';

export type TooltipPlacement = 'top' | 'bottom';

export interface TooltipProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'content'> {
  /** What the tooltip says. Nothing (undefined, null, '') renders the children alone. */
  content: ReactNode;
  /** The trigger. A single element is described directly (it must be focusable itself); text or
   * several nodes are wrapped in a focusable span. */
  children: ReactNode;
  /** Preferred side; flips when there is no room. @default 'top' */
  placement?: TooltipPlacement;
  /** Delay before opening on hover, in ms. @default 300 */
  openDelayMs?: number;
  /** Make the wrapper itself the focusable, described trigger even when the child is an element.
   * @default false (true when the child is not a single element) */
  wrap?: boolean;
}

const CLOSE_DELAY_MS = 100;
const GAP = 6;

/** Content Tooltip treats as no tooltip at all: it then renders its children alone. */
export function isEmptyTooltip(content: ReactNode): boolean {
  return content === undefined || content === null || content === false || content === '';
}

export function Tooltip({
  content,
  children,
  placement = 'top',
  openDelayMs = 300,
  wrap,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  onKeyDown,
  ...rest
}: TooltipProps) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('Tooltip');
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const tooltipId = `tooltip-${useId()}`;
  const triggerRef = useRef<HTMLSpanElement>(null);
  const bubbleRef = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);

  const clearTimer = () => window.clearTimeout(timer.current);
  const openLater = (delay: number) => {
    clearTimer();
    timer.current = window.setTimeout(() => setOpen(true), delay);
  };
  const closeLater = () => {
    clearTimer();
    timer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  const close = useCallback(() => {
    window.clearTimeout(timer.current);
    setOpen(false);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  useLayoutEffect(() => {
    if (!open) {
      setPosition(null);
      return;
    }
    const trigger = triggerRef.current?.getBoundingClientRect();
    const bubble = bubbleRef.current?.getBoundingClientRect();
    if (!trigger || !bubble) return;
    const fitsAbove = trigger.top - bubble.height - GAP >= 0;
    const fitsBelow = trigger.bottom + bubble.height + GAP <= window.innerHeight;
    const above = placement === 'top' ? fitsAbove || !fitsBelow : !fitsBelow && fitsAbove;
    const top = above ? trigger.top - bubble.height - GAP : trigger.bottom + GAP;
    const centred = trigger.left + trigger.width / 2 - bubble.width / 2;
    const left = Math.max(GAP, Math.min(centred, window.innerWidth - bubble.width - GAP));
    setPosition({ top, left });
  }, [open, placement, content]);

  if (isEmptyTooltip(content)) return <>{children}</>;

  const wrapTrigger = wrap ?? !isValidElement(children);
  const describedBy = open ? tooltipId : undefined;

  let trigger: ReactNode = children;
  if (!wrapTrigger && isValidElement(children)) {
    const child = children as ReactElement<{ 'aria-describedby'?: string }>;
    const own = child.props['aria-describedby'];
    trigger = cloneElement(child, {
      'aria-describedby': [own, describedBy].filter(Boolean).join(' ') || undefined,
    });
  }

  return (
    <>
      <Trigger
        {...rest}
        ref={triggerRef}
        tabIndex={wrapTrigger ? 0 : undefined}
        aria-describedby={wrapTrigger ? describedBy : undefined}
        onMouseEnter={(event) => {
          onMouseEnter?.(event);
          openLater(openDelayMs);
        }}
        onMouseLeave={(event) => {
          onMouseLeave?.(event);
          closeLater();
        }}
        onFocus={(event: FocusEvent<HTMLSpanElement>) => {
          onFocus?.(event);
          clearTimer();
          setOpen(true);
        }}
        onBlur={(event: FocusEvent<HTMLSpanElement>) => {
          onBlur?.(event);
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
        }}
        onKeyDown={onKeyDown}
      >
        {trigger}
      </Trigger>
      {open &&
        typeof document !== 'undefined' &&
        createPortal(
          <Bubble
            ref={bubbleRef}
            id={tooltipId}
            role="tooltip"
            style={position ? { top: position.top, left: position.left } : { top: 0, left: 0, visibility: 'hidden' }}
            onMouseEnter={clearTimer}
            onMouseLeave={closeLater}
          >
            {content}
          </Bubble>,
          document.body,
        )}
    </>
  );
}
