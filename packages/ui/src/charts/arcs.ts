// The path of a slice of a pie or a gauge: the ring between two radii, between two angles measured clockwise from
// 12 o'clock, in radians.

const point = (cx: number, cy: number, r: number, angle: number) => `${cx + r * Math.sin(angle)} ${cy - r * Math.cos(angle)}`;

/** An SVG path of the ring sector from `start` to `end` (clockwise), between `inner` (0: a pie slice) and `outer`. */
export function arcPath(cx: number, cy: number, inner: number, outer: number, start: number, end: number): string {
  const sweep = end - start;
  // A whole turn cannot be one arc (its ends meet): two halves.
  if (sweep >= 2 * Math.PI - 1e-9) {
    const half = start + Math.PI;
    return `${arcPath(cx, cy, inner, outer, start, half)} ${arcPath(cx, cy, inner, outer, half, start + 2 * Math.PI)}`;
  }
  const large = sweep > Math.PI ? 1 : 0;
  const outerArc = `M ${point(cx, cy, outer, start)} A ${outer} ${outer} 0 ${large} 1 ${point(cx, cy, outer, end)}`;
  if (inner <= 0) return `${outerArc} L ${cx} ${cy} Z`;
  return `${outerArc} L ${point(cx, cy, inner, end)} A ${inner} ${inner} 0 ${large} 0 ${point(cx, cy, inner, start)} Z`;
}
