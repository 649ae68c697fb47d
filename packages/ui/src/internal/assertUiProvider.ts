// A component of the kit rendered outside UiProvider failed deep in its styles (`Cannot read properties of undefined
// (reading 'sm')`); in development it now says what is missing. Each component calls this behind
// `process.env.NODE_ENV !== 'production'`, so a production build drops the check and its calls: no bytes, no work.
import { useContext } from 'react';
import { ThemeContext } from 'styled-components';
import type { EquipDeskTheme } from '../theme/tokens';

/** Throws when no EquipDesk theme is around `component`. A hook: called on every render of a development build. */
export function assertUiProvider(component: string): void {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- called unconditionally within one build (see above)
  const theme = useContext(ThemeContext) as Partial<EquipDeskTheme> | undefined;
  if (theme?.colors && theme.spacing) return;
  throw new Error(
    `${component} from @equipdesk/ui has no theme: wrap your app in <UiProvider> (import { UiProvider } from '@equipdesk/ui'). In tests, render with renderWithUi from '@equipdesk/ui/testing'.`,
  );
}
