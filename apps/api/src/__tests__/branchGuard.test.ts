import { describe, expect, it } from 'vitest'
import { HttpProblem } from '../plugins/problems.js'
import { assertBranches, assertReadable } from '../routes/shared/branchGuard.js'

function refusal(check: () => void): string | undefined {
  try {
    check()
    return undefined
  } catch (err) {
    expect(err).toBeInstanceOf(HttpProblem)
    expect((err as HttpProblem).statusCode).toBe(403)
    return (err as HttpProblem).message
  }
}

describe('branch rules', () => {
  it("writing needs every branch of the record; records on no branch are anyone's", () => {
    expect(refusal(() => assertBranches([3], []))).toBeUndefined()
    expect(refusal(() => assertBranches([], []))).toBeUndefined()
    expect(refusal(() => assertBranches([3, 21], [3, 21]))).toBeUndefined()
    expect(refusal(() => assertBranches([3], [3, 21]))).toBe('No access to branch 21')
    expect(refusal(() => assertBranches([3], [21, 22]))).toBe('No access to branches 21, 22')
    expect(refusal(() => assertBranches([3], 'all'))).toBe('No access to every branch')
    expect(refusal(() => assertBranches('all', 'all'))).toBeUndefined()
    expect(refusal(() => assertBranches('all', [21]))).toBeUndefined()
  })

  it('reading needs one of them', () => {
    expect(refusal(() => assertReadable([3], [3, 21]))).toBeUndefined()
    expect(refusal(() => assertReadable([3], []))).toBeUndefined()
    expect(refusal(() => assertReadable([3], 'all'))).toBeUndefined()
    expect(refusal(() => assertReadable([3], [21]))).toBe('No access to branch 21')
    expect(refusal(() => assertReadable([], [21]))).toBe('No access to branch 21')
  })
})
