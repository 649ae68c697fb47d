// The path of a slice of a pie or a gauge: the ring between two radii, between two angles measured clockwise from
// 12 o'clock, in radians.

const point = (cx: number, cy: number, r: number, angle: number) => `${cx + r * Math.sin(angle)} ${cy - r * Math.cos(angle)}`;

/** An SVG path of the ring sector from `start` to `end` (clockwise), between `inner` (0: a pie slice) and `outer`. */
export function arcPath(cx: number, cy: number, inner: number, outer: number, start: number, end: number): string {
  const sweep = end - start;
  // A whole turn is a disc (or a ring): its circles each as two half arcs (one arc's ends would meet), and no radius,
  // which the slices' outline would draw across it. The inner circle runs the other way, so that it is a hole.
  if (sweep >= 2 * Math.PI - 1e-9) {
    const circle = (r: number, clockwise: 0 | 1) =>
      `M ${point(cx, cy, r, start)} A ${r} ${r} 0 1 ${clockwise} ${point(cx, cy, r, start + Math.PI)} A ${r} ${r} 0 1 ${clockwise} ${point(cx, cy, r, start)} Z`;
    return inner > 0 ? `${circle(outer, 1)} ${circle(inner, 0)}` : circle(outer, 1);
  }
  const large = sweep > Math.PI ? 1 : 0;
  const outerArc = `M ${point(cx, cy, outer, start)} A ${outer} ${outer} 0 ${large} 1 ${point(cx, cy, outer, end)}`;
  if (inner <= 0) return `${outerArc} L ${cx} ${cy} Z`;
  return `${outerArc} L ${point(cx, cy, inner, end)} A ${inner} ${inner} 0 ${large} 0 ${point(cx, cy, inner, start)} Z`;
}
