import type {
  BasemapResponse,
  Branch,
  BranchesResponse,
  Category,
  ChangeRequest,
  ChangeRequestInput,
  DashboardItem,
  Event,
  Item,
  ItemCreateInput,
  ItemUpdateInput,
} from '@quo/contract'
import { describe, expectTypeOf, it } from 'vitest'
import type { z } from 'zod'
import {
  type ApiClient,
  type ApiClientOptions,
  type ApiError,
  type ChangeRequestResult,
  createApiClient,
  createPublicApiClient,
  type PublicApiClient,
  type StepsResult,
} from '../index.js'

// What an app relies on in the client's types: every call answers the contract's inferred
// type (the schema it parses with), takes the contract's input type, and the public client
// has no staff calls.

/** What a call of the client answers once its promise settles. */
type Answer<K extends keyof ApiClient> = Awaited<ReturnType<ApiClient[K]>>

describe('createApiClient', () => {
  it('is made from options and answers the client types', () => {
    expectTypeOf(createApiClient).parameter(0).toEqualTypeOf<ApiClientOptions>()
    expectTypeOf(createApiClient).returns.toEqualTypeOf<ApiClient>()
    expectTypeOf(createPublicApiClient).returns.toEqualTypeOf<PublicApiClient>()
    expectTypeOf<ApiClientOptions['baseUrl']>().toEqualTypeOf<string>()
  })

  it('answers the types zod infers from the contract', () => {
    expectTypeOf<Answer<'branches'>>().toEqualTypeOf<BranchesResponse>()
    expectTypeOf<Answer<'branches'>>().toEqualTypeOf<z.infer<typeof BranchesResponse>>()
    expectTypeOf<Answer<'branches'>['branches'][number]>().toEqualTypeOf<Branch>()
    expectTypeOf<Answer<'basemap'>>().toEqualTypeOf<BasemapResponse>()
    expectTypeOf<Answer<'item'>>().toEqualTypeOf<z.infer<typeof Item>>()
    expectTypeOf<Answer<'events'>>().toEqualTypeOf<Event[]>()
    expectTypeOf<Answer<'categories'>>().toEqualTypeOf<Category[]>()
    expectTypeOf<Answer<'createItem'>>().toEqualTypeOf<DashboardItem>()
  })

  it('takes the contract input types', () => {
    expectTypeOf<ApiClient['item']>().parameters.toEqualTypeOf<[nanoId: string]>()
    expectTypeOf<ApiClient['createItem']>().parameter(0).toEqualTypeOf<z.input<typeof ItemCreateInput>>()
    expectTypeOf<ApiClient['updateItem']>().parameter(1).toEqualTypeOf<z.input<typeof ItemUpdateInput>>()
    expectTypeOf<ApiClient['submitChangeRequest']>()
      .parameter(0)
      .toEqualTypeOf<z.input<typeof ChangeRequestInput>>()
  })

  it('reports failures as values where a form needs them', () => {
    expectTypeOf<Answer<'submitChangeRequest'>>().toEqualTypeOf<ChangeRequestResult>()
    expectTypeOf<ChangeRequestResult>().toEqualTypeOf<
      { success: true; data: ChangeRequest } | { success: false; error: ApiError }
    >()
    expectTypeOf<Answer<'createItemInSteps'>>().toEqualTypeOf<StepsResult<DashboardItem>>()
  })
})

describe('createPublicApiClient', () => {
  it('has the public reads and anonymous writes, and no staff call', () => {
    expectTypeOf<PublicApiClient>().toHaveProperty('branches')
    expectTypeOf<PublicApiClient>().toHaveProperty('submitChangeRequest')
    expectTypeOf<PublicApiClient>().not.toHaveProperty('createItem')
    expectTypeOf<PublicApiClient>().not.toHaveProperty('dashboardItems')
    expectTypeOf<PublicApiClient['item']>().toEqualTypeOf<ApiClient['item']>()
  })
})
