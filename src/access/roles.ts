import type { User } from '@/payload-types'

export type Role = NonNullable<User['role']>

export const roles: readonly Role[] = ['admin', 'editor']

export function hasRole(user: unknown, ...allowed: Role[]): boolean {
  const role = (user as Partial<User> | null | undefined)?.role
  return typeof role === 'string' && allowed.includes(role as Role)
}
