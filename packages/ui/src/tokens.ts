// @equipdesk/ui/tokens: the theme's values and the sizes the kit shares with code, with no React and no
// styled-components, so that a server component (Next.js App Router), a script or a test can read them. The same
// values are exported by the main entry, which is client components.
export { theme, ROW_HEIGHT, NAVBAR_HEIGHT, COMPACT_BELOW, TOUCH_TARGET } from './theme/tokens';
export type { EquipDeskTheme, ThemeColors, Tone, ToneColors } from './theme/tokens';
