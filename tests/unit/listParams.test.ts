import { describe, expect, it } from 'vitest'

import {
  canonicalHref,
  pageQuery,
  productListParams,
  productListQuery,
  storeListParams,
  storeListQuery,
} from '@/lib/listParams'

const SORTS = ['popular', 'price_asc', 'discount'] as const

describe('a product list URL', () => {
  it('reads brands, shop, price bounds, deals and order; what no form sends filters nothing', () => {
    const params = productListParams(
      {
        brand: ['Velora', ' Kavio ', 'Velora', ''],
        store: 'shop-a',
        min: '49,90',
        max: 'abc',
        deals: '1',
        sort: 'price_asc',
        page: '3',
      },
      SORTS,
    )
    expect(params).toMatchObject({
      brands: ['Velora', 'Kavio'],
      store: 'shop-a',
      min: 49.9,
      max: undefined,
      deals: true,
      sort: 'price_asc',
      page: 3,
    })
    // Bounds the wrong way round are the range between them; the default order is no order asked.
    expect(productListParams({ min: '500', max: '100', sort: 'popular' }, SORTS)).toMatchObject({
      min: 100,
      max: 500,
      sort: undefined,
    })
    expect(productListParams({ sort: 'newest', page: '-2', min: '-5' }, SORTS)).toMatchObject({
      sort: undefined,
      page: 1,
      min: undefined,
    })
  })

  it("sends a form's empty fields and default order to the list's own URL, keeping the rest", () => {
    const input = {
      country: 'SE',
      brand: 'Velora',
      store: '',
      min: '',
      max: '200',
      sort: 'popular',
    }
    const params = productListParams(input, SORTS)
    expect(canonicalHref('/products', input, pageQuery(productListQuery(params), 1))).toBe(
      '/products?country=SE&brand=Velora&max=200',
    )
    const clean = { brand: ['A', 'B'], max: '200', page: '2' }
    const same = productListParams(clean, SORTS)
    expect(canonicalHref('/products', clean, pageQuery(productListQuery(same), 2))).toBeNull()
  })
})

describe('a store list URL', () => {
  it('delivers to my country unless the last "delivers" is 0', () => {
    expect(storeListParams({}).delivers).toBe(true)
    expect(storeListParams({ delivers: '0' }).delivers).toBe(false)
    expect(storeListParams({ delivers: ['0', '1'] }).delivers).toBe(true)
    const ticked = { category: '', delivers: ['0', '1'], sort: 'name' }
    expect(
      canonicalHref('/stores', ticked, pageQuery(storeListQuery(storeListParams(ticked)), 1)),
    ).toBe('/stores?sort=name')
  })
})
