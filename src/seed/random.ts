/** A small seeded PRNG (mulberry32): the same seed gives the same demo data on every machine. */
export interface Random {
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  sample<T>(items: readonly T[], count: number): T[]
  chance(probability: number): boolean
}

/**
 * A class rather than an object of closures: the bulk seed makes two for each of 500 000 products, and
 * each closure made costs (tsx names every function it creates).
 */
class Mulberry32 implements Random {
  private state: number
  constructor(seed: number) {
    this.state = seed >>> 0
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)]!
  }

  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items]
    const chosen: T[] = []
    while (chosen.length < count && pool.length > 0)
      chosen.push(pool.splice(this.int(0, pool.length - 1), 1)[0]!)
    return chosen
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }
}

export const createRandom = (seed: number): Random => new Mulberry32(seed)
