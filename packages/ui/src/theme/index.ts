export { theme, ROW_HEIGHT, NAVBAR_HEIGHT, COMPACT_BELOW, TOUCH_TARGET } from './tokens';
export type { EquipDeskTheme, ThemeColors, Tone, ToneColors } from './tokens';
export { GlobalStyle } from './GlobalStyle';
export { UiProvider } from './UiProvider';
export type { UiProviderProps } from './UiProvider';
