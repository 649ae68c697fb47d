// How a chart of categories fits its box, the way dashboards keep it readable: at most `maxCategories` drawn (the
// largest, the rest summed as "Others"), bars that stand while every label fits its bar's width and lie down (labels
// on the left, cut with an ellipsis) when one does not, axis labels thinned so that none overlaps another, and room
// kept for every label inside the drawing. Text is measured in the labels' own font.

/** Font size of tick and value labels, in pixels (palette.ts styles them with it). */
export const LABEL_FONT_SIZE = 11;
/** Space kept between two labels, in pixels. */
const LABEL_GAP = 8;
/** Most of the width the category labels of lying bars may take. */
const LABEL_SHARE = 0.4;
/** Closest two value ticks may stand along a vertical axis, in pixels. */
const VERTICAL_TICK_SPACING = 36;
/** Tick length plus the label's padding (palette.ts: ticks 4, padding 4). */
const TICK_SPACE = 8;
/** Line height of a label. */
const LABEL_HEIGHT = 14;

/** How many bars or slices a chart draws at most by default. */
export const DEFAULT_MAX_CATEGORIES = 12;

let context: CanvasRenderingContext2D | null | undefined;
const measured = new Map<string, number>();

/** The width of `text` in pixels, in `fontSize` px of `fontFamily` (an estimate where no canvas measures it). */
export function textWidth(text: string, fontFamily: string, fontSize = LABEL_FONT_SIZE): number {
  const font = `${fontSize}px ${fontFamily}`;
  const key = `${font}\u0000${text}`;
  const known = measured.get(key);
  if (known !== undefined) return known;
  if (context === undefined) {
    try {
      context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    } catch {
      // A canvas that cannot measure (a test DOM): the estimate below stands in.
      context = null;
    }
  }
  let width: number;
  if (context) {
    context.font = font;
    width = context.measureText(text).width;
  } else {
    width = text.length * fontSize * 0.62;
  }
  // Rounded up, with a pixel for anti-aliasing: two labels measured apart never touch when drawn.
  width = Math.ceil(width) + 1;
  measured.set(key, width);
  return width;
}

/** `text` cut with an ellipsis to fit `maxWidth` pixels (whole when it fits). */
export function fitText(text: string, maxWidth: number, fontFamily: string): string {
  if (textWidth(text, fontFamily) <= maxWidth) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (textWidth(`${text.slice(0, mid).trimEnd()}…`, fontFamily) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return low === 0 ? '…' : `${text.slice(0, low).trimEnd()}…`;
}

/** Which categories are drawn: all, in their order, or the largest first and the rest left to "Others". */
export interface Folding {
  /** Indexes of the categories drawn on their own, in drawing order. */
  shown: number[];
  /** Indexes of the categories left out (none when all are shown). */
  others: number[];
}

/**
 * All categories when there are at most `max`, in their order; otherwise the largest (ties in the given order): `max`
 * of them where the rest are only named beside the chart (bars), `max - 1` where Others is drawn as one more part of
 * the whole (a pie's slice), so a chart never draws more than `max`.
 */
export function foldCategories(totals: readonly number[], max: number = DEFAULT_MAX_CATEGORIES, othersDrawn = false): Folding {
  const all = totals.map((_, index) => index);
  if (totals.length <= Math.max(1, max)) return { shown: all, others: [] };
  const ranked = [...all].sort((a, b) => (totals[b] ?? 0) - (totals[a] ?? 0) || a - b);
  const kept = Math.max(1, othersDrawn ? max - 1 : max);
  return { shown: ranked.slice(0, kept), others: ranked.slice(kept) };
}

/** The label of the Others slice: how many categories it sums. */
export function othersLabel(count: number): string {
  return `Others (${count})`;
}

/** Round numbers from 0 to at least `max`, at most `count` + 1 of them: the value axis' ticks. */
export function valueTicks(max: number, count: number, wholeNumbers = true): number[] {
  const top = max > 0 ? max : 1;
  const rough = top / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(wholeNumbers ? 1 : 0, [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power);
  const ticks: number[] = [];
  for (let value = 0; value < top + step; value += step) {
    ticks.push(Number(value.toPrecision(12)));
    if (value >= top) break;
  }
  return ticks;
}

export interface Padding {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface BarLayoutInput {
  width: number;
  height: number;
  /** The drawn categories' names, in drawing order. */
  labels: readonly string[];
  /** The largest value a bar (or stack) reaches. */
  max: number;
  /** Each bar's value is written at its end. */
  valueLabels: readonly string[] | null;
  fontFamily: string;
}

export interface BarLayout {
  /** Bars lie (categories down the left side) because a label does not fit under its bar. */
  horizontal: boolean;
  padding: Padding;
  /** Each drawn category's label as shown: whole, or cut with an ellipsis where the chart lies. */
  labels: string[];
  /** The value axis' ticks; the domain ends at the last. */
  ticks: number[];
  /** Thickness of a bar, in pixels. */
  barWidth: number;
}

/** How many value ticks a vertical axis of a drawing `height` pixels high has room for. */
export function verticalTickCount(height: number): number {
  return tickCount(height - 40, VERTICAL_TICK_SPACING);
}

/** How many ticks fit along `length` pixels when each needs `each` pixels. */
function tickCount(length: number, each: number): number {
  return Math.max(1, Math.floor(length / each));
}

/**
 * Where everything of a bar chart goes. Standing bars share the width in equal bands; they stand only while each
 * label fits its band. Lying bars share the height; their labels take up to 40 % of the width, cut to fit.
 */
export function barLayout({ width, height, labels, max, valueLabels, fontFamily }: BarLayoutInput): BarLayout {
  const n = Math.max(1, labels.length);
  const widest = Math.max(0, ...labels.map((label) => textWidth(label, fontFamily)));
  const widestValue = valueLabels ? Math.max(0, ...valueLabels.map((label) => textWidth(label, fontFamily))) : 0;

  // Standing: value ticks on the left, category labels under the bars, values above them.
  const standingTicks = valueTicks(max, verticalTickCount(height));
  const tickLabelWidth = Math.max(...standingTicks.map((t) => textWidth(String(t), fontFamily)));
  const standing: Padding = {
    // A bar's value is written just above its top.
    top: valueLabels ? LABEL_HEIGHT + 8 : 10,
    bottom: LABEL_HEIGHT + TICK_SPACE + 4,
    left: tickLabelWidth + TICK_SPACE + 6,
    right: 12,
  };
  const band = (width - standing.left - standing.right) / n;
  // A label stands under its bar only if it fits the band with room to spare beside its neighbours; a value above a
  // bar likewise.
  if (widest + LABEL_GAP <= band && widestValue + 2 <= band) {
    return {
      horizontal: false,
      padding: standing,
      labels: [...labels],
      ticks: standingTicks,
      barWidth: Math.max(2, Math.min(48, band * 0.6)),
    };
  }

  // Lying: category labels on the left, value ticks along the bottom, values after the bars' ends.
  const labelRoom = Math.min(widest, Math.max(40, width * LABEL_SHARE));
  const left = labelRoom + TICK_SPACE + 4;
  const plotWidthGuess = Math.max(40, width - left - widestValue - 16);
  // Ticks along the bottom are as wide as their longest label: as many as fit side by side.
  const roughTicks = valueTicks(max, tickCount(plotWidthGuess, textWidth(String(Math.max(1, Math.round(max))), fontFamily) + 2 * LABEL_GAP));
  const widestTick = Math.max(...roughTicks.map((t) => textWidth(String(t), fontFamily)));
  const lyingTicks = valueTicks(max, tickCount(plotWidthGuess, widestTick + 2 * LABEL_GAP));
  const lastTick = textWidth(String(lyingTicks.at(-1) ?? 0), fontFamily);
  const lying: Padding = {
    top: 6,
    bottom: LABEL_HEIGHT + TICK_SPACE + 4,
    left,
    // The values after the bars, and half of the last tick's label centred on the axis' end, stay inside.
    right: Math.max(12, valueLabels ? widestValue + 8 : 0, lastTick / 2 + 2),
  };
  const rows = (height - lying.top - lying.bottom) / n;
  return {
    horizontal: true,
    padding: lying,
    labels: labels.map((label) => fitText(label, labelRoom, fontFamily)),
    ticks: lyingTicks,
    barWidth: Math.max(2, Math.min(24, rows * 0.7)),
  };
}

export interface CategoryAxisInput {
  width: number;
  labels: readonly string[];
  /** Space kept on each side of the axis by the chart (the value axis on the left, a margin on the right). */
  left: number;
  right: number;
  fontFamily: string;
}

export interface CategoryAxis {
  /** Indexes of the categories whose label is shown: every `step`-th, counted back from the last. */
  shown: number[];
  padding: Pick<Padding, 'left' | 'right'>;
  /** Space before the first and after the last point, in pixels. */
  domainPadding: number;
}

/**
 * The labels of a line chart's categories that fit side by side: every label when they all fit, else every k-th
 * counted back from the last (the latest moment is always named), with the chart's sides widened so that the first
 * and the last label, centred on their points, stay inside the drawing.
 */
export function categoryAxis({ width, labels, left, right, fontFamily }: CategoryAxisInput): CategoryAxis {
  const n = labels.length;
  const domainPadding = 12;
  if (n === 0) return { shown: [], padding: { left, right }, domainPadding };
  const widest = Math.max(...labels.map((label) => textWidth(label, fontFamily)));
  const first = textWidth(labels[0] ?? '', fontFamily);
  const last = textWidth(labels[n - 1] ?? '', fontFamily);
  const padding = { left: Math.max(left, first / 2 + 2 - domainPadding), right: Math.max(right, last / 2 + 2 - domainPadding) };
  const plot = width - padding.left - padding.right - 2 * domainPadding;
  const spacing = n > 1 ? plot / (n - 1) : plot;
  const step = Math.max(1, Math.ceil((widest + LABEL_GAP) / Math.max(spacing, 0.01)));
  const shown: number[] = [];
  for (let index = n - 1; index >= 0; index -= step) shown.unshift(index);
  return { shown, padding, domainPadding };
}
