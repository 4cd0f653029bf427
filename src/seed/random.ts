/** A small seeded PRNG (mulberry32): the same seed gives the same demo data on every machine. */
export interface Random {
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  sample<T>(items: readonly T[], count: number): T[]
  chance(probability: number): boolean
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)],
    sample: (items, count) => {
      const pool = [...items]
      const chosen = []
      while (chosen.length < count && pool.length > 0)
        chosen.push(pool.splice(int(0, pool.length - 1), 1)[0])
      return chosen
    },
    chance: (probability) => next() < probability,
  }
}
