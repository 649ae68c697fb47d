// The drawn segments of a chart (bars, stacked parts, slices) as ONE tab stop: a roving tabindex over them, the arrow
// keys moving in the direction they point (between categories along the category axis, between the parts of a stack
// along the value axis; a chart of one series or a pie is a list), Home and End to the first and last. Each segment is
// named for assistive technology ("IV Pump, AVAILABLE: 12"); one with an address is a link that Enter follows, the
// "Others" segment shows every category in the table, one with neither is still reached and read.
import { createContext, useContext, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { KeyboardEvent, MouseEvent, ReactElement, ReactNode } from 'react';
import { styled } from 'styled-components';
import type { SegmentLink } from './types';

/** Where a segment sits: its category (in reading order) and its series (its place in a stack). */
export interface Place {
  key: string;
  category: number;
  series: number;
}

/** How the arrow keys move: along a list, or in two directions over standing or lying stacks. */
export type SegmentLayout = 'list' | 'standing' | 'lying';

/** The active segment of a chart: the one Tab reaches. Segments subscribe to their own activity only. */
class RovingStore {
  active: string | null = null;
  private listeners = new Set<() => void>();
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
  set(key: string | null) {
    if (key === this.active) return;
    this.active = key;
    for (const listener of this.listeners) listener();
  }
}

interface SegmentChart<T> {
  link: SegmentLink<T>;
  describe: (segment: T) => string;
  /** The segment stands for the categories not drawn on their own. */
  isOthers?: (segment: T) => boolean;
  showAll?: () => void;
}

interface SegmentContextValue {
  store: RovingStore;
  // The chart's latest callbacks, read when a segment draws or is chosen: segments never remount for new callbacks.
  chart: { current: SegmentChart<unknown> };
}

const SegmentContext = createContext<SegmentContextValue | null>(null);

const DISTANCE = (a: Place, b: Place) => Math.abs(a.series - b.series);

/** The place an arrow key leads to from `from`, if any. */
export function nextPlace(places: readonly Place[], from: Place, key: string, layout: SegmentLayout): Place | undefined {
  const index = places.findIndex((p) => p.key === from.key);
  if (key === 'Home') return places[0];
  if (key === 'End') return places.at(-1);
  const series = new Set(places.map((p) => p.series));
  const list = layout === 'list' || series.size <= 1;
  if (list) {
    if (key === 'ArrowRight' || key === 'ArrowDown') return places[index + 1];
    if (key === 'ArrowLeft' || key === 'ArrowUp') return places[index - 1];
    return undefined;
  }
  const along = layout === 'standing' ? { next: 'ArrowRight', previous: 'ArrowLeft' } : { next: 'ArrowDown', previous: 'ArrowUp' };
  const across = layout === 'standing' ? { next: 'ArrowUp', previous: 'ArrowDown' } : { next: 'ArrowRight', previous: 'ArrowLeft' };
  if (key === along.next || key === along.previous) {
    const categories = [...new Set(places.map((p) => p.category))].sort((a, b) => a - b);
    const at = categories.indexOf(from.category);
    const target = categories[at + (key === along.next ? 1 : -1)];
    if (target === undefined) return undefined;
    // The same series in the next category, or the nearest part of its stack.
    return places.filter((p) => p.category === target).sort((a, b) => DISTANCE(a, from) - DISTANCE(b, from) || a.series - b.series)[0];
  }
  if (key === across.next || key === across.previous) {
    const stack = places.filter((p) => p.category === from.category).sort((a, b) => a.series - b.series);
    return stack[stack.findIndex((p) => p.key === from.key) + (key === across.next ? 1 : -1)];
  }
  return undefined;
}

export interface SegmentGroupProps<T> extends SegmentChart<T> {
  /** The drawn segments' places, in reading order (the first is where Tab lands at first). */
  places: readonly Place[];
  layout: SegmentLayout;
  children: ReactNode;
}

/** Makes the segments drawn inside it one tab stop moved through with the arrow keys. */
export function SegmentGroup<T>({ places, layout, children, ...chart }: SegmentGroupProps<T>) {
  const store = useMemo(() => new RovingStore(), []);
  const latest = useRef(chart as SegmentChart<unknown>);
  latest.current = chart as SegmentChart<unknown>;
  const value = useMemo<SegmentContextValue>(() => ({ store, chart: latest }), [store]);
  // Tab lands on the segment last reached, or on the first while that one is no longer drawn.
  if (store.active === null || !places.some((p) => p.key === store.active)) store.active = places[0]?.key ?? null;
  useLayoutEffect(() => {
    if (!places.some((p) => p.key === store.active)) store.set(places[0]?.key ?? null);
  }, [places, store]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    const key = target.getAttribute?.('data-segment');
    const from = places.find((p) => p.key === key);
    if (!from) return;
    const next = nextPlace(places, from, event.key, layout);
    if (!next) {
      // An arrow at the end of a row stays on the chart instead of scrolling the page.
      if (event.key.startsWith('Arrow')) event.preventDefault();
      return;
    }
    event.preventDefault();
    store.set(next.key);
    const element = event.currentTarget.querySelector<SVGElement>(`[data-segment="${CSS.escape(next.key)}"]`);
    element?.focus();
  };

  return (
    <SegmentContext.Provider value={value}>
      <div onKeyDown={onKeyDown}>{children}</div>
    </SegmentContext.Provider>
  );
}

export interface SegmentProps<T> {
  place: Place;
  /** The chart's segment, handed to its link, handler and description. */
  segment: T;
  /** The drawing of the segment. */
  children: ReactNode;
}

/**
 * A drawn segment of the SegmentGroup around it: a link when the chart gives it an address (or a handler), a button for
 * Others, else a named drawing; each reached with the arrow keys, the active one with Tab.
 */
export function Segment<T>({ place, segment, children }: SegmentProps<T>): ReactElement {
  const group = useContext(SegmentContext);
  const subscribe = group?.store.subscribe ?? noSubscribe;
  const active = useSyncExternalStore(subscribe, () => group?.store.active === place.key);
  if (!group) return <>{children}</>;
  const { link, describe, isOthers, showAll } = group.chart.current as SegmentChart<T>;
  const common = {
    'data-segment': place.key,
    tabIndex: active ? 0 : -1,
    onFocus: () => group.store.set(place.key),
  } as const;
  const pointer = { cursor: 'pointer' };
  if (isOthers?.(segment) && showAll) {
    return (
      <g
        {...common}
        style={pointer}
        role="button"
        aria-label={`${describe(segment)}; show every one in the table`}
        onClick={showAll}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          showAll();
        }}
      >
        {children}
      </g>
    );
  }
  const href = link.getHref?.(segment);
  if (href === undefined && (link.getHref || !link.onSelect)) {
    return (
      <g {...common} role="img" aria-label={describe(segment)}>
        {children}
      </g>
    );
  }
  const onClick = (event: MouseEvent<Element>) => {
    if (href === undefined) event.preventDefault();
    link.onSelect?.(segment, event);
  };
  return (
    <a {...common} style={pointer} href={href ?? '#'} aria-label={describe(segment)} onClick={onClick}>
      {children}
    </a>
  );
}

const noSubscribe = () => () => undefined;

const Rest = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RestButton = styled.button`
  padding: 0;
  font: inherit;
  color: ${({ theme }) => theme.colors.link};
  background: none;
  border: none;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Height of the line under the bars that names the categories left out. */
export const REST_LINE_HEIGHT = 24;

/**
 * The line under a chart that draws only the largest categories: how many it shows of how many, and a button that
 * shows them all in the table. The button is the chart's last segment: the arrow keys reach it after the last bar.
 */
export function RestOfCategories({ place, shown, total, onShowAll }: { place: Place; shown: number; total: number; onShowAll: () => void }) {
  const group = useContext(SegmentContext);
  const subscribe = group?.store.subscribe ?? noSubscribe;
  const active = useSyncExternalStore(subscribe, () => group?.store.active === place.key);
  return (
    <Rest style={{ height: REST_LINE_HEIGHT }}>
      The {shown} largest of {total}.{' '}
      <RestButton type="button" data-segment={place.key} tabIndex={active ? 0 : -1} onFocus={() => group?.store.set(place.key)} onClick={onShowAll} aria-label={`Show all ${total} in the table`}>
        Show all {total}
      </RestButton>
    </Rest>
  );
}

/** Read out with a chart of segments: how to move through them. */
export function keysHint(segments: string): string {
  return `Arrow keys move between the ${segments}; Enter opens one.`;
}
