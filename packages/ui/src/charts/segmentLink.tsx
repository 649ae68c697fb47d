// A drawn segment (bar, slice) that leads somewhere: wrapped in an SVG link, so it is reachable with
// Tab, named for assistive technology, and followed with a click or Enter.
import type { ComponentType, MouseEvent, ReactElement } from 'react';
import type { SegmentLink } from './types';

/** Victory's datum of a drawn segment: the chart's own segment travels in `segment`. */
export interface SegmentDatum<T> {
  x: string;
  y: number;
  segment: T;
}

interface DataProps<T> {
  datum?: SegmentDatum<T>;
  [prop: string]: unknown;
}

/**
 * A victory `dataComponent` drawing `Base` and, when the segment has a link or a handler, wrapping it
 * in <a>. `describe` names the segment ("BROKEN / AM: 12"). With `getHref`, a segment it gives no
 * address stays a plain drawing: a link that leads nowhere would be a dead stop for Tab.
 */
export function linkedSegment<T>(Base: ComponentType<DataProps<T>>, link: SegmentLink<T>, describe: (segment: T) => string): ComponentType<DataProps<T>> {
  function LinkedSegment(props: DataProps<T>): ReactElement {
    const drawn = <Base {...props} />;
    const datum = props.datum?.segment;
    if (!datum || (!link.getHref && !link.onSelect)) return drawn;
    const href = link.getHref?.(datum);
    if (link.getHref && href === undefined) return drawn;
    const onClick = (event: MouseEvent<Element>) => {
      if (href === undefined) event.preventDefault();
      link.onSelect?.(datum, event);
    };
    return (
      <a href={href ?? '#'} aria-label={describe(datum)} onClick={onClick} style={{ cursor: 'pointer' }}>
        {drawn}
      </a>
    );
  }
  return LinkedSegment;
}
