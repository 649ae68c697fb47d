// Data for the charts' stories and tests: many categories with long names, as a site's models are.

/** `count` model names, long enough not to fit under a bar: "Volumetric infusion pump VIP-007 (2nd generation)". */
export function longNames(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `Volumetric infusion pump VIP-${String(i + 1).padStart(3, '0')} (2nd generation)`);
}

/** A value per name that varies without a pattern the eye would take for one (a fixed sequence, the same each run). */
export function spread(count: number, seed: number, top = 60): number[] {
  return Array.from({ length: count }, (_, i) => ((i * 37 + seed * 11) % top) + (i % 9 === seed % 9 ? top : 0));
}

/** `count` consecutive UTC days from 2026-01-01, then the live moment's label, as the trends chart names them. */
export function dayLabels(count: number): string[] {
  const day = (i: number) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10);
  return [...Array.from({ length: count }, (_, i) => day(i)), `${day(count)} 12:34:56`];
}
