// What every chart of the kit shares: its title, the frame's states, and segments that lead somewhere.
import type { MouseEvent } from 'react';

/** A chart's state besides showing its numbers. */
export interface ChartStateProps {
  /** The chart's title, also its accessible name and its table's caption. */
  title: string;
  /** The numbers are on their way. */
  loading?: boolean;
  /** The numbers could not be read: the message shown in place of the chart. */
  error?: string | null;
  /** Offered beside the error. */
  onRetry?: () => void;
  /** Height of the drawing in pixels; the width follows the container. @default 260 */
  height?: number;
  /**
   * Width over height: the drawing's height follows its measured width (1600 × 800 is 2), so a wide chart scales
   * down with its container. Wins over `height` once the width is known.
   */
  aspectRatio?: number;
  /** Text shown when there is nothing to draw. @default 'No data to show.' */
  emptyText?: string;
  className?: string;
}

/** A segment the user can follow: `href` makes it a link, `onSelect` is told when it is chosen (click, Enter). */
export interface SegmentLink<T> {
  /** Where the segment leads; the segment becomes a link reachable with Tab. */
  getHref?: (segment: T) => string | undefined;
  /** Called when a segment is chosen; call `event.preventDefault()` to follow the link in the app's router. */
  onSelect?: (segment: T, event: MouseEvent<Element>) => void;
}
