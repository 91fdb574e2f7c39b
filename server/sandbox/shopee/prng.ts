/**
 * A small seeded PRNG (mulberry32) for the simulator's catalogue: the same seed gives the same products on
 * every machine and every run, so tests, the demo and the bench can name an item and find it again.
 */
export type Random = () => number;

export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes numbers into one 32-bit seed (each item gets its own stream, so item n never depends on the catalogue size). */
export function mixSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    // Split into 32-bit halves so ids above 2^32 mix fully.
    for (const word of [Math.floor(part / 4294967296), part >>> 0]) {
      h = Math.imul(h ^ word, 0x01000193) >>> 0;
      h = Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0;
    }
  }
  return h >>> 0;
}

export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];
export const between = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
