// EquipDesk's design tokens: every colour, size and layer the components use lives here, so
// a component never carries a literal hex or px of its own. Text/background pairs are chosen
// to pass WCAG AA (4.5:1) and are checked by `tokens.test.ts`. Plain values: no React, no styled-components, so
// they are also the `@equipdesk/ui/tokens` entry that a server component or a script may read.

/**
 * Height of one data row in pixels. Exported as a number because the virtualized tables need it
 * for `estimateSize` as well as in their styles (`theme.sizes.rowHeight`): one value, two uses.
 */
export const ROW_HEIGHT = 36;

/** Height of the top navigation bar in pixels, for layouts that offset sticky content below it. */
export const NAVBAR_HEIGHT = 56;

/**
 * The narrowest window laid out for a desk, in pixels: below it (phones, a tablet's split view) the navbar folds its
 * menus into a drawer and dialogs take the screen's width. Exported for code that asks `matchMedia` the same question
 * as the styles (`theme.media.compact`).
 */
export const COMPACT_BELOW = 768;

/** The least width and height of anything tapped on a touch screen or a small window (WCAG 2.5.5). */
export const TOUCH_TARGET = 44;

/**
 * Height of one data row in pixels under `media.touch`: a `TOUCH_TARGET` button, the row's border and a little room.
 * The virtualized tables place their rows by it there, as by `ROW_HEIGHT` on a desk (`theme.sizes.touchRowHeight`).
 */
export const TOUCH_ROW_HEIGHT = TOUCH_TARGET + 4;

const px = (n: number): string => `${n}px`;

/** The four message kinds shared by toasts and status colours. */
export type Tone = 'info' | 'success' | 'warning' | 'danger';

/** A filled tone: background, readable foreground and a stronger accent for borders and icons. */
export interface ToneColors {
  bg: string;
  fg: string;
  accent: string;
}

export interface ThemeColors {
  primary: string;
  primaryHover: string;
  onPrimary: string;
  secondary: string;
  secondaryHover: string;
  onSecondary: string;
  danger: string;
  dangerHover: string;
  onDanger: string;
  warning: string;
  onWarning: string;
  success: string;
  onSuccess: string;
  info: string;
  onInfo: string;
  text: string;
  textMuted: string;
  background: string;
  surface: string;
  surfaceHover: string;
  border: string;
  borderStrong: string;
  focus: string;
  link: string;
  navbarBg: string;
  navbarFg: string;
  navbarHover: string;
  navbarActive: string;
  backdrop: string;
  /** A translucent hover wash that works on light surfaces and on the dark navbar alike. */
  hoverOverlay: string;
  disabledBg: string;
  disabledFg: string;
  /** Light panels with dark text, for toasts and inline notices. */
  tone: Record<Tone, ToneColors>;
}

/**
 * EquipDesk's theme: the shape every styled component in `@equipdesk/ui` reads. The kit does not declare it as
 * styled-components' `DefaultTheme` for the app (an app's own theme type stays its own); an app whose styled
 * components read the kit's tokens says so itself (see the README's Theming).
 */
export interface EquipDeskTheme {
  colors: ThemeColors;
  spacing: { none: string; xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radii: { sm: string; md: string; lg: string; round: string };
  /** `sticky` lifts table headers over their rows; `popover` (select menus, date pickers) and
   * `tooltip` sit above modals so a field inside a dialog can open its menu. */
  zIndex: { sticky: number; navbar: number; dropdown: number; modal: number; popover: number; toast: number; tooltip: number };
  typography: {
    fontFamily: string;
    fontFamilyMono: string;
    size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
    weight: { regular: number; medium: number; bold: number };
    lineHeight: { tight: number; normal: number };
  };
  shadows: { sm: string; md: string; lg: string };
  borders: { width: string; focusWidth: string };
  sizes: {
    rowHeight: string;
    /** A data row's height under `media.touch` (`TOUCH_ROW_HEIGHT`). */
    touchRowHeight: string;
    navbarHeight: string;
    controlSm: string;
    controlMd: string;
    icon: string;
    iconSm: string;
    modalSm: string;
    modalMd: string;
    modalLg: string;
    toastWidth: string;
    menuMinWidth: string;
    contentMax: string;
    /** Narrowest a table column gets unless it declares its own width. */
    columnMin: string;
    /** The leading table column carrying each row's status icon. */
    statusGutter: string;
    /** Default height of a DataTable: the viewport minus the page's header and toolbar. */
    tableHeight: string;
    tooltipMax: string;
    searchWidth: string;
    filterFieldMin: string;
    /** One day cell of the date picker's calendar. */
    calendarDay: string;
    /** The time column beside the date picker's calendar. */
    calendarTime: string;
    /** Height of the scrolling list of times in the date picker. */
    calendarTimeList: string;
    toggleWidth: string;
    toggleHeight: string;
    toggleKnob: string;
    /** Width of the accent bar marking a row's status. */
    statusBar: string;
    /** Least width and height of a control under `media.touch`. */
    touchTarget: string;
    /** Width of the navigation drawer of a compact window. */
    drawerWidth: string;
  };
  motion: { fast: string; normal: string };
  /** Media queries the components share, for `@media ${theme.media.compact} { ... }`. */
  media: {
    /** A window narrower than `COMPACT_BELOW`. */
    compact: string;
    /** A coarse pointer (a finger) or a compact window: targets grow to `sizes.touchTarget`, desks keep their density. */
    touch: string;
  };
}

/** EquipDesk's default (light) theme. */
export const theme: EquipDeskTheme = {
  colors: {
    primary: '#0b5cad',
    primaryHover: '#084a8c',
    onPrimary: '#ffffff',
    secondary: '#ffffff',
    secondaryHover: '#eef2f6',
    onSecondary: '#1d2939',
    danger: '#b42318',
    dangerHover: '#912018',
    onDanger: '#ffffff',
    warning: '#b54708',
    onWarning: '#ffffff',
    success: '#067647',
    onSuccess: '#ffffff',
    info: '#026aa2',
    onInfo: '#ffffff',
    text: '#1d2939',
    textMuted: '#475467',
    background: '#f5f7fa',
    surface: '#ffffff',
    surfaceHover: '#eef2f6',
    border: '#d0d5dd',
    borderStrong: '#667085',
    focus: '#1570ef',
    link: '#0b5cad',
    navbarBg: '#102a43',
    navbarFg: '#ffffff',
    navbarHover: '#1f3d5c',
    navbarActive: '#2d5580',
    backdrop: 'rgba(16, 24, 40, 0.6)',
    hoverOverlay: 'rgba(127, 127, 127, 0.2)',
    disabledBg: '#eaecf0',
    disabledFg: '#475467',
    tone: {
      info: { bg: '#eff8ff', fg: '#0b4a6f', accent: '#026aa2' },
      success: { bg: '#ecfdf3', fg: '#05603a', accent: '#067647' },
      warning: { bg: '#fffaeb', fg: '#7a2e0e', accent: '#b54708' },
      danger: { bg: '#fef3f2', fg: '#912018', accent: '#b42318' },
    },
  },
  spacing: {
    none: '0',
    xxs: px(2),
    xs: px(4),
    sm: px(8),
    md: px(12),
    lg: px(16),
    xl: px(24),
    xxl: px(32),
  },
  radii: { sm: px(3), md: px(6), lg: px(10), round: '9999px' },
  zIndex: { sticky: 2, navbar: 100, dropdown: 200, modal: 300, popover: 350, toast: 400, tooltip: 450 },
  typography: {
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    fontFamilyMono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    size: { xs: px(12), sm: px(13), md: px(14), lg: px(16), xl: px(20), xxl: px(24) },
    weight: { regular: 400, medium: 500, bold: 600 },
    lineHeight: { tight: 1.25, normal: 1.5 },
  },
  shadows: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.16)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.24)',
  },
  borders: { width: px(1), focusWidth: px(2) },
  sizes: {
    rowHeight: px(ROW_HEIGHT),
    touchRowHeight: px(TOUCH_ROW_HEIGHT),
    navbarHeight: px(NAVBAR_HEIGHT),
    controlSm: px(28),
    controlMd: px(36),
    icon: px(20),
    iconSm: px(14),
    modalSm: px(400),
    modalMd: px(560),
    modalLg: px(800),
    toastWidth: px(360),
    menuMinWidth: px(180),
    contentMax: px(640),
    columnMin: px(120),
    statusGutter: px(32),
    tableHeight: 'calc(100vh - 150px)',
    tooltipMax: px(320),
    searchWidth: px(240),
    filterFieldMin: px(200),
    calendarDay: px(32),
    calendarTime: px(96),
    calendarTimeList: px(224),
    toggleWidth: px(36),
    toggleHeight: px(20),
    toggleKnob: px(14),
    statusBar: px(4),
    touchTarget: px(TOUCH_TARGET),
    drawerWidth: px(320),
  },
  motion: { fast: '120ms', normal: '200ms' },
  media: {
    // .02 below the breakpoint: a window of exactly 768 px is not compact, even at a fractional zoom.
    compact: `(max-width: ${COMPACT_BELOW - 0.02}px)`,
    touch: `(pointer: coarse), (max-width: ${COMPACT_BELOW - 0.02}px)`,
  },
};
