// The kit's own styled definitions read EquipDesk's tokens from styled-components' theme. This augmentation is the
// kit's alone: no module imports this file, so the published declarations do not carry it and an app's
// `DefaultTheme` stays the app's (it may extend EquipDeskTheme itself, as the console does).
import type { EquipDeskTheme } from './theme/tokens';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface merged into styled-components' own
  export interface DefaultTheme extends EquipDeskTheme {}
}
