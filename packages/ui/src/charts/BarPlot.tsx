// The drawing of standing or lying bars, one or several parts stacked per category, in plain SVG where barLayout puts
// them: a value axis with its round ticks and grid, a category axis with its labels (whole, or cut with the full name
// as a tooltip), each part a Segment, and each bar's value at its end. A chart of twelve stacks of seven parts is a
// hundred rectangles and a few dozen labels; victory's general machinery took about a millisecond per part.
import { useId } from 'react';
import { useTheme } from 'styled-components';
import type { BarLayout } from './layout';
import { LABEL_FONT_SIZE } from './layout';
import { Segment, type Place } from './segments';

export interface BarPart<T> {
  value: number;
  color: string;
  segment: T;
  place: Place;
}

export interface BarStack<T> {
  /** The category's whole name (the tooltip of a label cut to fit). */
  name: string;
  /** Its parts from the axis outwards; a part of no value is not drawn. */
  parts: BarPart<T>[];
  /** Written at the bar's end. */
  valueLabel?: string;
}

export interface BarPlotProps<T> {
  title: string;
  /** Read out with the drawing (how to move through it). */
  description: string;
  width: number;
  height: number;
  layout: BarLayout;
  /** The drawn categories in reading order (left to right, or top to bottom). */
  stacks: BarStack<T>[];
}

const TICK = 4;
const GAP = 4;

export function BarPlot<T>({ title, description, width, height, layout, stacks }: BarPlotProps<T>) {
  const theme = useTheme();
  const id = useId();
  const { padding, ticks, horizontal, barWidth } = layout;
  const top = ticks.at(-1) || 1;
  const plot = { left: padding.left, right: width - padding.right, top: padding.top, bottom: height - padding.bottom };
  const n = Math.max(1, stacks.length);
  const band = ((horizontal ? plot.bottom - plot.top : plot.right - plot.left) / n) || 0;
  const centre = (i: number) => (horizontal ? plot.top : plot.left) + band * (i + 0.5);
  // Where a value falls along the value axis: upwards from the bottom, or rightwards from the left.
  const at = (value: number) => (horizontal ? plot.left + ((plot.right - plot.left) * value) / top : plot.bottom - ((plot.bottom - plot.top) * value) / top);
  const text = { fill: theme.colors.text, fontFamily: theme.typography.fontFamily, fontSize: LABEL_FONT_SIZE };
  const axis = { stroke: theme.colors.borderStrong, strokeWidth: 1 };
  const grid = { stroke: theme.colors.border, strokeWidth: 1 };

  return (
    <svg width={width} height={height} role="group" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} style={{ display: 'block', overflow: 'hidden' }}>
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <g aria-hidden="true">
        {ticks.map((tick) => {
          const p = at(tick);
          return horizontal ? (
            <g key={tick}>
              <line x1={p} x2={p} y1={plot.top} y2={plot.bottom} style={grid} />
              <line x1={p} x2={p} y1={plot.bottom} y2={plot.bottom + TICK} style={axis} />
              <text x={p} y={plot.bottom + TICK + GAP} dy="0.71em" textAnchor="middle" style={text}>
                {tick}
              </text>
            </g>
          ) : (
            <g key={tick}>
              <line x1={plot.left} x2={plot.right} y1={p} y2={p} style={grid} />
              <line x1={plot.left - TICK} x2={plot.left} y1={p} y2={p} style={axis} />
              <text x={plot.left - TICK - GAP} y={p} dy="0.32em" textAnchor="end" style={text}>
                {tick}
              </text>
            </g>
          );
        })}
        <line x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} style={axis} />
        <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} style={axis} />
        {stacks.map((stack, i) => {
          const c = centre(i);
          const label = layout.labels[i] ?? '';
          return horizontal ? (
            <g key={i}>
              {label !== stack.name && <title>{stack.name}</title>}
              <line x1={plot.left - TICK} x2={plot.left} y1={c} y2={c} style={axis} />
              <text x={plot.left - TICK - GAP} y={c} dy="0.32em" textAnchor="end" style={text}>
                {label}
              </text>
            </g>
          ) : (
            <g key={i}>
              {label !== stack.name && <title>{stack.name}</title>}
              <line x1={c} x2={c} y1={plot.bottom} y2={plot.bottom + TICK} style={axis} />
              <text x={c} y={plot.bottom + TICK + GAP} dy="0.71em" textAnchor="middle" style={text}>
                {label}
              </text>
            </g>
          );
        })}
      </g>
      {stacks.map((stack, i) => {
        const c = centre(i);
        let from = 0;
        return stack.parts.map((part) => {
          const start = from;
          from += part.value;
          if (part.value <= 0) return null;
          const [a, b] = [at(start), at(from)];
          const rect = horizontal
            ? { x: a, y: c - barWidth / 2, width: b - a, height: barWidth }
            : { x: c - barWidth / 2, y: b, width: barWidth, height: a - b };
          return (
            <Segment key={part.place.key} place={part.place} segment={part.segment}>
              <rect {...rect} fill={part.color} />
            </Segment>
          );
        });
      })}
      <g aria-hidden="true">
        {stacks.map((stack, i) => {
          if (!stack.valueLabel) return null;
          const end = at(stack.parts.reduce((sum, part) => sum + Math.max(0, part.value), 0));
          const c = centre(i);
          return horizontal ? (
            <text key={i} x={end + GAP} y={c} dy="0.32em" textAnchor="start" style={text}>
              {stack.valueLabel}
            </text>
          ) : (
            <text key={i} x={c} y={end - GAP} textAnchor="middle" style={text}>
              {stack.valueLabel}
            </text>
          );
        })}
      </g>
    </svg>
  );
}
