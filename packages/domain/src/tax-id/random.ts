/** A function returning numbers in [0, 1), like Math.random. */
export type RandomSource = () => number;

/** Small deterministic PRNG (mulberry32) so seeded generators give repeatable values. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GeneratorOptions {
  /** Seed for repeatable output; ignored when `random` is given. */
  seed?: number;
  /** Custom random source returning numbers in [0, 1). Defaults to Math.random. */
  random?: RandomSource;
  /** Return the value with its mask (e.g. 11.222.333/0001-81). Default false. */
  formatted?: boolean;
}

export function randomSourceOf(options: GeneratorOptions): RandomSource {
  if (options.random) return options.random;
  if (options.seed !== undefined) return seededRandom(options.seed);
  return Math.random;
}

export function pick(random: RandomSource, alphabet: string): string {
  const index = Math.min(alphabet.length - 1, Math.floor(random() * alphabet.length));
  return alphabet.charAt(index);
}
