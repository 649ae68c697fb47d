// The console's styled components read EquipDesk's tokens, as an app on @equipdesk/ui declares for itself: the kit
// keeps its theme type to its own modules.
import type { EquipDeskTheme } from '@equipdesk/ui';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface merged into styled-components' own
  export interface DefaultTheme extends EquipDeskTheme {}
}
