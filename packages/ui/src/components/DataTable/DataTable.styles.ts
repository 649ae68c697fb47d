// DataTable looks. Rows and cells are plain elements with class names styled from one
// stylesheet scoped to the table's root class, not a styled component each: a 1,000-row table
// re-renders dozens of rows on every scroll step. The stylesheet is plain CSS built from the
// theme and handed to React (a <style> with href and precedence, deduplicated and hoisted into
// <head>), not a styled component: styled-components compiles its CSS with stylis in JavaScript
// when the table first renders (a fifth of the first render of a 1,000-row table) and, since the
// CSS reads the theme, re-flattens and hashes it on every render, scroll steps included.
import type { DefaultTheme } from 'styled-components';

const sheets = new WeakMap<DefaultTheme, DataTableSheet>();
let nextSheet = 1;

export interface DataTableSheet {
  /** Class of the table's root; every rule is scoped under it. */
  scope: string;
  /** Key of the <style> element, one per theme. */
  href: string;
  css: string;
}

/** The table's stylesheet for a theme, built once per theme object. */
export function dataTableSheet(theme: DefaultTheme): DataTableSheet {
  const known = sheets.get(theme);
  if (known) return known;
  const id = nextSheet++;
  const scope = `ed-datatable-${id}`;
  const sheet = { scope, href: `equipdesk-datatable-${id}`, css: dataTableCss(theme).replaceAll('&', `.${scope}`) };
  sheets.set(theme, sheet);
  return sheet;
}

/** `&` stands for the root's class. */
function dataTableCss(theme: DefaultTheme): string {
  return `
  & {
    position: relative;
    display: flex;
    flex-direction: column;
    min-height: 0;
    border: ${theme.borders.width} solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font-size: ${theme.typography.size.md};
  }

  & .dt-scroll {
    position: relative;
    flex: 1 1 auto;
    overflow: auto;
    overscroll-behavior: contain;
    /* Its width is the width in view: inline forms measure themselves against it (cqw, below). */
    container-type: inline-size;
  }

  & .dt-sizer {
    width: 100%;
    min-width: var(--dt-min, auto);
  }

  & .dt-head {
    position: sticky;
    top: 0;
    z-index: ${theme.zIndex.sticky};
    background: ${theme.colors.background};
    border-bottom: ${theme.borders.width} solid ${theme.colors.borderStrong};
  }

  & .dt-row {
    display: grid;
    grid-template-columns: var(--dt-columns);
    align-items: center;
    min-height: ${theme.sizes.rowHeight};
    border-bottom: ${theme.borders.width} solid ${theme.colors.border};
    box-sizing: border-box;
  }

  & .dt-body .dt-row {
    height: ${theme.sizes.rowHeight};
    cursor: default;
  }

  & .dt-body .dt-row:hover {
    background: ${theme.colors.surfaceHover};
  }

  & .dt-body .dt-row:focus-visible {
    outline: ${theme.borders.focusWidth} solid ${theme.colors.focus};
    outline-offset: calc(-1 * ${theme.borders.focusWidth});
  }

  & .dt-row[data-status='INACTIVE'] {
    background: ${theme.colors.tone.warning.bg};
    box-shadow: inset ${theme.sizes.statusBar} 0 0 ${theme.colors.warning};
  }

  & .dt-row[data-status='REMOVED'] {
    background: ${theme.colors.tone.danger.bg};
    box-shadow: inset ${theme.sizes.statusBar} 0 0 ${theme.colors.danger};
  }

  & .dt-row[aria-selected='true'] {
    background: ${theme.colors.tone.success.bg};
    box-shadow: inset ${theme.sizes.statusBar} 0 0 ${theme.colors.success};
  }

  & .dt-cell,
  & .dt-header {
    min-width: 0;
    padding: 0 ${theme.spacing.sm};
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }

  /* A tooltip cell before its Tooltip mounts: the same look as Tooltip's trigger. */
  & .dt-tip {
    display: inline-flex;
    align-items: center;
    max-width: 100%;
    min-width: 0;
  }

  & .dt-tip:focus-visible {
    outline: ${theme.borders.focusWidth} solid ${theme.colors.focus};
    outline-offset: ${theme.borders.width};
    border-radius: ${theme.radii.sm};
  }

  /* safe: a header wider than its column keeps its start in view (it is cut at the end, not the start). */
  & .dt-cell[data-align='end'],
  & .dt-header[data-align='end'] {
    text-align: right;
    justify-content: safe flex-end;
  }

  & .dt-header {
    display: flex;
    align-items: center;
    font-weight: ${theme.typography.weight.bold};
    font-size: ${theme.typography.size.sm};
  }

  & .dt-sort {
    display: inline-flex;
    align-items: center;
    gap: ${theme.spacing.xs};
    max-width: 100%;
    padding: ${theme.spacing.xxs} ${theme.spacing.xs};
    margin-left: calc(-1 * ${theme.spacing.xs});
    border: none;
    border-radius: ${theme.radii.sm};
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }

  & .dt-sort:hover {
    background: ${theme.colors.hoverOverlay};
  }

  & .dt-sort:focus-visible {
    outline: ${theme.borders.focusWidth} solid ${theme.colors.focus};
  }

  & .dt-sort svg,
  & .dt-gutter svg {
    flex: none;
    width: ${theme.sizes.iconSm};
    height: ${theme.sizes.iconSm};
  }

  & .dt-gutter {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: ${theme.spacing.xxs};
    padding: 0;
    overflow: hidden;
  }

  & .dt-row[data-status='INACTIVE'] .dt-gutter {
    color: ${theme.colors.tone.warning.fg};
  }

  & .dt-row[data-status='REMOVED'] .dt-gutter {
    color: ${theme.colors.tone.danger.fg};
  }

  & .dt-row[aria-selected='true'] .dt-gutter {
    color: ${theme.colors.tone.success.fg};
  }

  & .dt-expanded,
  & .dt-new {
    display: block;
    border-bottom: ${theme.borders.width} solid ${theme.colors.borderStrong};
    background: ${theme.colors.background};
  }

  & .dt-expanded > .dt-panel,
  & .dt-new > .dt-panel {
    padding: ${theme.spacing.md} ${theme.spacing.lg};
    white-space: normal;
    /* A table wider than its box: an opened row's form takes the width in view and stays there while the
       table scrolls sideways, instead of spreading its fields beyond the right edge. */
    position: sticky;
    left: 0;
    width: 100cqw;
    box-sizing: border-box;
  }

  /* End columns (row actions) in a place of their own: the other columns scroll sideways in the part before
     them (by --dt-x, see useSideScroll), so none is ever under them. Rows still scroll up and down natively. */
  &[data-split] .dt-scroll {
    overflow-x: hidden;
    touch-action: pan-y pinch-zoom;
  }

  &[data-split] .dt-sizer {
    min-width: 0;
  }

  &[data-split] .dt-row {
    grid-template-columns: minmax(0, 1fr) max-content;
    align-items: stretch;
  }

  &[data-split] .dt-center {
    min-width: 0;
    overflow: clip;
  }

  &[data-split] .dt-track,
  &[data-split] .dt-end {
    display: grid;
    align-items: center;
    height: 100%;
  }

  &[data-split] .dt-track {
    grid-template-columns: var(--dt-columns);
    width: 100%;
    min-width: var(--dt-min, auto);
    transform: translateX(calc(-1 * var(--dt-x, 0px)));
  }

  &[data-split] .dt-end {
    grid-template-columns: var(--dt-end-columns);
    min-width: var(--dt-end-width, 0);
    box-shadow: inset ${theme.borders.width} 0 0 ${theme.colors.border};
  }

  /* Columns go on beyond the end of the scrolling part. */
  &[data-more-end] .dt-end {
    box-shadow: inset ${theme.borders.focusWidth} 0 0 ${theme.colors.borderStrong};
  }

  /* Stays at the bottom of the window while the table goes on below it, so the columns beyond are reachable. */
  & .dt-hscroll {
    position: sticky;
    bottom: 0;
    z-index: ${theme.zIndex.sticky};
    background: ${theme.colors.surface};
    flex: none;
    width: var(--dt-center-width, 100%);
    overflow-x: auto;
    overflow-y: hidden;
  }

  & .dt-hscroll-size {
    width: 100%;
    height: ${theme.borders.width};
  }

  & .dt-message {
    display: block;
    padding: ${theme.spacing.xl} ${theme.spacing.lg};
    text-align: center;
    color: ${theme.colors.textMuted};
    white-space: normal;
  }

  & .dt-message[data-tone='danger'] {
    color: ${theme.colors.danger};
  }

  & .dt-sr {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }

  & .dt-head .dt-row {
    height: ${theme.sizes.rowHeight};
  }

  & .dt-item {
    position: absolute;
    top: 0;
    left: 0;
    width: 100%;
  }

  & .dt-loading {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    pointer-events: none;
  }

  /* Under a finger (theme.media.touch, which the table asks too and marks with data-density) rows are tall enough
     for the 44 px buttons and sort headers, and the virtualizer places them that far apart (TOUCH_ROW_HEIGHT). A
     button is never taller than its row: it would cover the rows above and below. */
  &[data-density='touch'] .dt-head .dt-row,
  &[data-density='touch'] .dt-body .dt-row {
    height: ${theme.sizes.touchRowHeight};
  }

  &[data-density='touch'] .dt-row button {
    max-height: ${theme.sizes.touchRowHeight};
  }

  &[data-density='touch'] .dt-sort {
    min-width: ${theme.sizes.touchTarget};
    min-height: ${theme.sizes.touchTarget};
  }

  & .dt-loading > span {
    display: inline-flex;
    align-items: center;
    gap: ${theme.spacing.sm};
    padding: ${theme.spacing.sm} ${theme.spacing.lg};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.md};
    color: ${theme.colors.text};
  }

  & .dt-spinner {
    flex: none;
    width: ${theme.sizes.iconSm};
    height: ${theme.sizes.iconSm};
    border: ${theme.borders.focusWidth} solid ${theme.colors.border};
    border-top-color: ${theme.colors.primary};
    border-radius: ${theme.radii.round};
    animation: dt-spin 0.8s linear infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    & .dt-spinner {
      animation-duration: 2.4s;
    }
  }

  /* A global name, the same in every table's sheet. */
  @keyframes dt-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
}
