// react-datepicker's field and calendar drawn from EquipDesk's tokens. The library's own stylesheet
// is not imported: it would need a CSS pipeline in every consumer and load on pages without a
// picker. These rules cover the parts the DatePicker uses (one month, optional time list, clear
// button). The calendar is drawn in a layer of its own at the end of the page (`Layer`), so no
// table row, sticky header or scrolling box can cover or clip it.
import { styled } from 'styled-components';

export const Root = styled.div<{ $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.typography.size.md};

  .react-datepicker-wrapper {
    display: block;
    width: 100%;
  }

  .react-datepicker__input-container {
    position: relative;
    display: block;
  }

  .react-datepicker__input-container input {
    box-sizing: border-box;
    width: 100%;
    min-height: ${({ theme }) => theme.sizes.controlMd};
    padding: 0 ${({ theme }) => theme.spacing.md};
    border: ${({ theme }) => theme.borders.width} solid
      ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-variant-numeric: tabular-nums;
  }

  .react-datepicker__input-container input:disabled {
    background: ${({ theme }) => theme.colors.disabledBg};
    color: ${({ theme }) => theme.colors.disabledFg};
    cursor: not-allowed;
  }

  .react-datepicker__close-icon {
    position: absolute;
    top: 0;
    right: 0;
    display: flex;
    align-items: center;
    height: 100%;
    padding: 0 ${({ theme }) => theme.spacing.sm};
    border: 0;
    background: transparent;
    cursor: pointer;
  }

  .react-datepicker__close-icon::after {
    content: '×';
    display: flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.textMuted};
    color: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.typography.size.sm};
    line-height: 1;
  }

  .react-datepicker__close-icon:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
  }
`;

/** The calendar's layer: portalled to the body, above tables, sticky headers and dialogs. */
export const Layer = styled.div`
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.popover};
  font-size: ${({ theme }) => theme.typography.size.md};
  color: ${({ theme }) => theme.colors.text};

  .react-datepicker-popper {
    z-index: ${({ theme }) => theme.zIndex.popover};
  }


  .react-datepicker {
    position: relative;
    display: inline-flex;
    border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.md};
    font-size: ${({ theme }) => theme.typography.size.sm};
    font-family: inherit;
  }

  /* Read by screen readers only: the announcements, and each weekday's full name (the header shows its short form). */
  .react-datepicker__aria-live,
  .react-datepicker__sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: circle(0);
    white-space: nowrap;
    border: 0;
  }

  .react-datepicker__triangle {
    display: none;
  }

  .react-datepicker__header {
    position: relative;
    padding: ${({ theme }) => theme.spacing.sm} 0 ${({ theme }) => theme.spacing.xs};
    border-bottom: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    text-align: center;
  }

  .react-datepicker__current-month,
  .react-datepicker-time__header {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    font-size: ${({ theme }) => theme.typography.size.md};
  }

  .react-datepicker__navigation {
    position: absolute;
    top: ${({ theme }) => theme.spacing.xs};
    z-index: 1;
    display: flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.sizes.calendarDay};
    height: ${({ theme }) => theme.sizes.calendarDay};
    padding: 0;
    border: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
    overflow: hidden;
  }

  .react-datepicker__navigation:hover {
    background: ${({ theme }) => theme.colors.hoverOverlay};
  }

  .react-datepicker__navigation:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
  }

  .react-datepicker__navigation--previous {
    left: ${({ theme }) => theme.spacing.xs};
  }

  .react-datepicker__navigation--next {
    right: ${({ theme }) => theme.spacing.xs};
  }

  .react-datepicker__navigation--next--with-time:not(.react-datepicker__navigation--next--with-today-button) {
    right: calc(${({ theme }) => theme.sizes.calendarTime} + ${({ theme }) => theme.spacing.xs});
  }

  .react-datepicker__navigation-icon {
    font-size: 0;
  }

  .react-datepicker__navigation-icon::before {
    content: '';
    display: block;
    width: ${({ theme }) => theme.spacing.sm};
    height: ${({ theme }) => theme.spacing.sm};
    border: solid currentColor;
    border-width: ${({ theme }) => theme.borders.focusWidth} ${({ theme }) => theme.borders.focusWidth} 0 0;
  }

  .react-datepicker__navigation-icon--previous::before {
    transform: rotate(-135deg);
  }

  .react-datepicker__navigation-icon--next::before {
    transform: rotate(45deg);
  }

  .react-datepicker__month {
    margin: ${({ theme }) => theme.spacing.xs};
  }

  .react-datepicker__week,
  .react-datepicker__day-names {
    display: flex;
    white-space: nowrap;
  }

  .react-datepicker__day-name,
  .react-datepicker__day {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.sizes.calendarDay};
    height: ${({ theme }) => theme.sizes.calendarDay};
    margin: ${({ theme }) => theme.spacing.xxs};
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  .react-datepicker__day-name {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  .react-datepicker__day {
    cursor: pointer;
  }

  .react-datepicker__day:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  .react-datepicker__day--outside-month {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  .react-datepicker__day--today {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    text-decoration: underline;
  }

  .react-datepicker__day--keyboard-selected,
  .react-datepicker__day:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.borders.focusWidth});
  }

  .react-datepicker__day--selected,
  .react-datepicker__day--selected:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }

  .react-datepicker__day--disabled {
    color: ${({ theme }) => theme.colors.disabledFg};
    background: ${({ theme }) => theme.colors.disabledBg};
    cursor: not-allowed;
  }

  .react-datepicker__time-container {
    width: ${({ theme }) => theme.sizes.calendarTime};
    border-left: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};
  }

  .react-datepicker__time-container .react-datepicker__header {
    padding-bottom: ${({ theme }) => theme.spacing.sm};
  }

  .react-datepicker__time-list {
    height: ${({ theme }) => theme.sizes.calendarTimeList};
    margin: 0;
    padding: 0;
    overflow-y: auto;
    list-style: none;
  }

  .react-datepicker__time-list-item {
    padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
    text-align: center;
    font-variant-numeric: tabular-nums;
    cursor: pointer;
  }

  .react-datepicker__time-list-item:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  .react-datepicker__time-list-item--selected,
  .react-datepicker__time-list-item--selected:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }

  .react-datepicker__time-list-item--disabled {
    color: ${({ theme }) => theme.colors.disabledFg};
    cursor: not-allowed;
  }
`;
