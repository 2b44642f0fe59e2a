import { describe, expect, it } from 'vitest'
import { tokenClaims } from '../screens/tokenClaims.js'

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('the debug screen reads a token', () => {
  it('shows its claims, umlauts included', () => {
    const token = `${part({ alg: 'ES256' })}.${part({ sub: 'abc', email: 'jürg@quo.local', branches: [3] })}.sig`
    expect(tokenClaims(token)).toEqual({ sub: 'abc', email: 'jürg@quo.local', branches: [3] })
  })

  it('shows nothing for no token or one that is not a JWT', () => {
    expect(tokenClaims(undefined)).toBeUndefined()
    expect(tokenClaims('opaque-token')).toBeUndefined()
    expect(tokenClaims('a.%%%.c')).toBeUndefined()
    expect(tokenClaims(`a.${Buffer.from('"text"').toString('base64url')}.c`)).toBeUndefined()
  })
})
