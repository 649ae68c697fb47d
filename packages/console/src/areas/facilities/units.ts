/** A minute count in a larger unit, to two decimals: 2880 / 1440 → 2, 90 / 60 → 1.5 (the accounts grid and form). */
export const inUnit = (minutes: number, unit: number): number => Math.round((minutes / unit) * 100) / 100;
