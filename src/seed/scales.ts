/** Sizes of the generated directory. `demo` is what `npm start` loads into an empty database. */
export const scales = {
  demo: { stores: 500, products: 2000 },
  full: { stores: 60_000, products: 500_000 },
} as const

export type ScaleName = keyof typeof scales

export function isScaleName(value: string): value is ScaleName {
  return Object.hasOwn(scales, value)
}
