/** The colour of each utilization category, the same in every chart of the console (dashboard, trends). */
import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import type { AssetAvailability } from '@equipdesk/api-client/contract';

/** One object per theme, so a chart memoised on it is not drawn again on every render. */
export function useAvailabilityColors(): Record<AssetAvailability, string> {
  const theme = useTheme();
  return useMemo(
    () => ({
      AVAILABLE: theme.colors.success,
      TRANSITION: theme.colors.warning,
      UNKNOWN: theme.colors.textMuted,
      UTILIZED: theme.colors.primary,
    }),
    [theme],
  );
}
