// The theme drawn for the Theming guide (Theming.mdx): every token as it looks, colour pairs with their contrast.
// Plain elements with inline styles from the token values, so the pages need no provider of their own.
import type { CSSProperties, ReactNode } from 'react';
import { colourPairs, contrast } from '../src/theme/colourPairs';
import { theme } from '../src/theme/tokens';

const cell: CSSProperties = { padding: '6px 12px', borderBottom: `1px solid ${theme.colors.border}`, textAlign: 'left', verticalAlign: 'middle' };
const code: CSSProperties = { fontFamily: theme.typography.fontFamilyMono, fontSize: '13px' };

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '12px 0 24px' }}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} scope="col" style={cell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const swatch = (value: string): CSSProperties => ({
  display: 'inline-block',
  width: 48,
  height: 28,
  borderRadius: 4,
  border: `1px solid ${theme.colors.borderStrong}`,
  background: value,
});

/** Every colour token (the tones' too): its swatch, name and value, and its contrast on white and on the page. */
export function ColourTokens() {
  const { tone, ...colours } = theme.colors;
  const rows: [string, string][] = [
    ...Object.entries(colours),
    ...Object.entries(tone).flatMap(([name, parts]) => Object.entries(parts).map(([part, value]) => [`tone.${name}.${part}`, value] as [string, string])),
  ];
  const ratio = (value: string, bg: string) => (/^#[0-9a-f]{6}$/i.test(value) ? `${contrast(value, bg).toFixed(2)}:1` : '—');
  return (
    <Table head={['', 'theme.colors.', 'value', 'on surface', 'on background']}>
      {rows.map(([name, value]) => (
        <tr key={name}>
          <td style={cell}>
            <span style={swatch(value)} />
          </td>
          <td style={{ ...cell, ...code }}>{name}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={cell}>{ratio(value, theme.colors.surface)}</td>
          <td style={cell}>{ratio(value, theme.colors.background)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The pairs the components draw, each as it looks, with its contrast and the least WCAG AA asks of it. */
export function ColourPairs() {
  return (
    <Table head={['sample', 'pair', 'contrast', 'AA asks']}>
      {colourPairs().map((pair) => {
        const value = contrast(pair.fg, pair.bg);
        return (
          <tr key={pair.name}>
            <td style={cell}>
              <span style={{ display: 'inline-block', padding: '4px 10px', color: pair.fg, background: pair.bg, border: `2px solid ${pair.fg}`, borderRadius: 4 }}>Aa 12</span>
            </td>
            <td style={cell}>{pair.name}</td>
            <td style={cell}>
              {value.toFixed(2)}:1 {value >= pair.min ? '✓' : '✗'}
            </td>
            <td style={cell}>
              {pair.min}:1 ({pair.min === 3 ? 'indicator' : 'text'})
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

/** The spacing scale as bars of its own lengths. */
export function SpacingScale() {
  return (
    <Table head={['theme.spacing.', 'value', '']}>
      {Object.entries(theme.spacing).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>{name}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={cell}>
            <span style={{ display: 'inline-block', height: 12, width: value, background: theme.colors.primary }} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The type: families, sizes (each as a sample), weights and line heights. */
export function TypeScale() {
  const { typography } = theme;
  return (
    <>
      <Table head={['theme.typography.size.', 'value', 'sample']}>
        {Object.entries(typography.size).map(([name, value]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>{name}</td>
            <td style={{ ...cell, ...code }}>{value}</td>
            <td style={{ ...cell, fontSize: value, fontFamily: typography.fontFamily }}>Infusion pump SN-10422 is due for service</td>
          </tr>
        ))}
      </Table>
      <Table head={['token', 'value', 'sample']}>
        {Object.entries(typography.weight).map(([name, value]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>weight.{name}</td>
            <td style={{ ...cell, ...code }}>{value}</td>
            <td style={{ ...cell, fontWeight: value }}>Assets by status</td>
          </tr>
        ))}
        {Object.entries(typography.lineHeight).map(([name, value]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>lineHeight.{name}</td>
            <td style={{ ...cell, ...code }}>{value}</td>
            <td style={{ ...cell, lineHeight: value, maxWidth: 280 }}>Two lines of text at this height, to see how they sit.</td>
          </tr>
        ))}
        <tr>
          <td style={{ ...cell, ...code }}>fontFamily</td>
          <td style={{ ...cell, ...code }} colSpan={2}>
            {typography.fontFamily}
          </td>
        </tr>
        <tr>
          <td style={{ ...cell, ...code }}>fontFamilyMono</td>
          <td style={{ ...cell, fontFamily: typography.fontFamilyMono }} colSpan={2}>
            {typography.fontFamilyMono}
          </td>
        </tr>
      </Table>
    </>
  );
}

/** The remaining groups (radii, shadows, borders, layers, sizes, motion, media queries), each drawn where it can be. */
export function OtherTokens() {
  const groups: [string, Record<string, string | number>, (value: string | number) => ReactNode][] = [
    ['radii', theme.radii, (value) => <span style={{ ...swatch(theme.colors.surfaceHover), borderRadius: value }} />],
    ['shadows', theme.shadows, (value) => <span style={{ ...swatch(theme.colors.surface), border: 'none', boxShadow: String(value) }} />],
    ['borders', theme.borders, () => null],
    ['zIndex', theme.zIndex, () => null],
    ['sizes', theme.sizes, () => null],
    ['motion', theme.motion, () => null],
    ['media', theme.media, () => null],
  ];
  return (
    <Table head={['token', 'value', '']}>
      {groups.flatMap(([group, values, draw]) =>
        Object.entries(values).map(([name, value]) => (
          <tr key={`${group}.${name}`}>
            <td style={{ ...cell, ...code }}>
              {group}.{name}
            </td>
            <td style={{ ...cell, ...code }}>{String(value)}</td>
            <td style={cell}>{draw(value)}</td>
          </tr>
        )),
      )}
    </Table>
  );
}
