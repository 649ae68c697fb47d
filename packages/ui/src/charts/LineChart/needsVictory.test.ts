import { describe, expect, it } from 'vitest';
import { needsVictory } from './needsVictory';

describe('needsVictory', () => {
  it('says to install victory when the drawing fails to load, keeping the original error', async () => {
    const missing = new Error("Cannot find package 'victory' imported from charts.js");
    const load = needsVictory(() => Promise.reject(missing));
    const error: unknown = await load().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain("add victory (^37.3.6) to your app's dependencies");
    expect((error as Error).message).toContain("Cannot find package 'victory'");
    expect((error as Error).cause).toBe(missing);
  });

  it('hands over the drawing when it loads', async () => {
    const drawing = { default: () => null };
    await expect(needsVictory(() => Promise.resolve(drawing))()).resolves.toBe(drawing);
  });
});
