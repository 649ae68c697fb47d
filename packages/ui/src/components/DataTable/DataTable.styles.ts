// DataTable looks. Rows and cells are plain elements with class names styled from this one root,
// not a styled component each: a 1,000-row table re-renders dozens of rows on every scroll
// step, and per-cell styled components would cost a context read and a class lookup apiece.
import styled from 'styled-components';

export const Root = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-height: 0;
  border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.md};

  .dt-scroll {
    position: relative;
    flex: 1 1 auto;
    overflow: auto;
    overscroll-behavior: contain;
  }

  .dt-sizer {
    width: 100%;
  }

  .dt-head {
    position: sticky;
    top: 0;
    z-index: ${({ theme }) => theme.zIndex.sticky};
    background: ${({ theme }) => theme.colors.background};
    border-bottom: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.borderStrong};
  }

  .dt-row {
    display: grid;
    grid-template-columns: var(--dt-columns);
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.rowHeight};
    border-bottom: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};
    box-sizing: border-box;
  }

  .dt-body .dt-row {
    height: ${({ theme }) => theme.sizes.rowHeight};
    cursor: default;
  }

  .dt-body .dt-row:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  .dt-body .dt-row:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.borders.focusWidth});
  }

  .dt-row[data-status='INACTIVE'] {
    background: ${({ theme }) => theme.colors.tone.warning.bg};
    box-shadow: inset ${({ theme }) => theme.sizes.statusBar} 0 0 ${({ theme }) => theme.colors.warning};
  }

  .dt-row[data-status='REMOVED'] {
    background: ${({ theme }) => theme.colors.tone.danger.bg};
    box-shadow: inset ${({ theme }) => theme.sizes.statusBar} 0 0 ${({ theme }) => theme.colors.danger};
  }

  .dt-row[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.tone.success.bg};
    box-shadow: inset ${({ theme }) => theme.sizes.statusBar} 0 0 ${({ theme }) => theme.colors.success};
  }

  .dt-cell,
  .dt-header {
    min-width: 0;
    padding: 0 ${({ theme }) => theme.spacing.sm};
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }

  /* A tooltip cell before its Tooltip mounts: the same look as Tooltip's trigger. */
  .dt-tip {
    display: inline-flex;
    align-items: center;
    max-width: 100%;
    min-width: 0;
  }

  .dt-tip:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.borders.width};
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  .dt-cell[data-align='end'],
  .dt-header[data-align='end'] {
    text-align: right;
    justify-content: flex-end;
  }

  .dt-header {
    display: flex;
    align-items: center;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }

  .dt-sort {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
    max-width: 100%;
    padding: ${({ theme }) => theme.spacing.xxs} ${({ theme }) => theme.spacing.xs};
    margin-left: calc(-1 * ${({ theme }) => theme.spacing.xs});
    border: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }

  .dt-sort:hover {
    background: ${({ theme }) => theme.colors.hoverOverlay};
  }

  .dt-sort:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
  }

  .dt-sort svg,
  .dt-gutter svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }

  .dt-gutter {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.spacing.xxs};
    padding: 0;
    overflow: hidden;
  }

  .dt-row[data-status='INACTIVE'] .dt-gutter {
    color: ${({ theme }) => theme.colors.tone.warning.fg};
  }

  .dt-row[data-status='REMOVED'] .dt-gutter {
    color: ${({ theme }) => theme.colors.tone.danger.fg};
  }

  .dt-row[aria-selected='true'] .dt-gutter {
    color: ${({ theme }) => theme.colors.tone.success.fg};
  }

  .dt-expanded,
  .dt-new {
    display: block;
    border-bottom: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.background};
  }

  .dt-expanded > .dt-panel,
  .dt-new > .dt-panel {
    padding: ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.lg};
    white-space: normal;
  }

  .dt-message {
    display: block;
    padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.lg};
    text-align: center;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: normal;
  }

  .dt-message[data-tone='danger'] {
    color: ${({ theme }) => theme.colors.danger};
  }

  .dt-sr {
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

  .dt-head .dt-row {
    height: ${({ theme }) => theme.sizes.rowHeight};
  }

  .dt-item {
    position: absolute;
    top: 0;
    left: 0;
    width: 100%;
  }

  .dt-loading {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    pointer-events: none;
  }

  .dt-loading > span {
    padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.lg};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.md};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** Assistive-technology text inside rows, as a class so rows need no styled component. */
export const srOnlyClass = 'dt-sr';
