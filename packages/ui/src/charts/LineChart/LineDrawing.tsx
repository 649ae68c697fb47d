// The drawing of LineChart, on victory: in a module of its own that LineChart loads when it first draws, so victory
// comes only with a page that draws lines (and after that page's first paint).
import { useTheme } from 'styled-components';
import { VictoryAxis, VictoryChart, VictoryContainer, VictoryLine, VictoryScatter } from 'victory';
import { categoryAxis, textWidth, valueTicks, verticalTickCount } from '../layout';
import { axisStyle } from '../palette';

export interface LineDrawingProps {
  title: string;
  width: number;
  height: number;
  categories: string[];
  /** The lines shown, each in its colour. */
  lines: { name: string; values: number[]; color: string }[];
}

export default function LineDrawing({ title, width, height, categories, lines }: LineDrawingProps) {
  const theme = useTheme();
  const max = Math.max(0, ...lines.flatMap((s) => s.values));
  const whole = lines.every((s) => s.values.every((v) => Number.isInteger(v)));
  const ticks = valueTicks(max, verticalTickCount(height), whole);
  const valueWidth = Math.max(...ticks.map((t) => textWidth(String(t), theme.typography.fontFamily)));
  const axis = categoryAxis({ width, labels: categories, left: valueWidth + 14, right: 16, fontFamily: theme.typography.fontFamily });
  const spacing = categories.length > 1 ? (width - axis.padding.left - axis.padding.right) / (categories.length - 1) : width;
  const points = (values: number[]) => categories.map((_, i) => ({ x: i + 1, y: values[i] ?? 0 }));
  return (
    <VictoryChart
      width={width}
      height={height}
      domain={{ x: [1, Math.max(1, categories.length)], y: [0, ticks.at(-1) ?? 1] }}
      domainPadding={{ x: axis.domainPadding, y: 0 }}
      padding={{ top: 12, bottom: 30, ...axis.padding }}
      containerComponent={<VictoryContainer responsive={false} role="group" title={title} />}
    >
      <VictoryAxis style={axisStyle(theme)} tickValues={axis.shown.map((i) => i + 1)} tickFormat={(x: number) => categories[x - 1] ?? ''} />
      <VictoryAxis dependentAxis style={axisStyle(theme)} tickValues={ticks} />
      {lines.map((s) => (
        <VictoryLine key={s.name} name={s.name} data={points(s.values)} style={{ data: { stroke: s.color, strokeWidth: 2 } }} />
      ))}
      {/* Points closer than a marker's width would be a smear, and hundreds of elements: the lines alone then. */}
      {spacing >= 8 && lines.map((s) => <VictoryScatter key={`${s.name}-points`} data={points(s.values)} size={3} style={{ data: { fill: s.color } }} />)}
    </VictoryChart>
  );
}
