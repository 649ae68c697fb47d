/** The colour of each utilization category, the same in every chart of the console (dashboard, trends). */
import { useTheme } from 'styled-components';
import type { AssetAvailability } from '@equipdesk/api-client/contract';

export function useAvailabilityColors(): Record<AssetAvailability, string> {
  const theme = useTheme();
  return {
    AVAILABLE: theme.colors.success,
    TRANSITION: theme.colors.warning,
    UNKNOWN: theme.colors.textMuted,
    UTILIZED: theme.colors.primary,
  };
}
