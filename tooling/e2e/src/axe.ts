import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults, Result, RunOptions } from 'axe-core'
import type { Frame, Page } from 'playwright-core'

/**
 * The WCAG 2.1 A and AA rules: what the product promises, no best-practice extras
 * (docs/decisions/0010-accessibility-and-keyboard.md).
 */
const WCAG21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const

// axe's browser build, read once. It is evaluated through the debugging protocol rather than
// added as a script tag: the product's content security policy rightly refuses inline scripts.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** One failed rule, cut down to what a failing test should print. */
export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  /** CSS selectors of the failing nodes, with axe's reason for each. */
  nodes: { target: string; summary: string }[]
}

/**
 * Injects axe-core into `target` (a page or one of its frames) and checks the document as it is
 * now against the WCAG 2.1 A/AA rules.
 * @example expect(formatViolations('map', await axeViolations(page))).toBe('')
 */
export async function axeViolations(target: Page | Frame): Promise<AxeViolation[]> {
  if (!(await target.evaluate(() => 'axe' in window))) await target.evaluate(AXE_SOURCE)
  const options: RunOptions = {
    runOnly: { type: 'tag', values: [...WCAG21_AA_TAGS] },
    resultTypes: ['violations'],
  }
  const results = await target.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run(c: Document, o: unknown): Promise<AxeResults> } }).axe.run(
        document,
        runOptions,
      ),
    options,
  )
  return results.violations.map((v: Result) => ({
    id: v.id,
    impact: v.impact ?? null,
    help: v.help,
    nodes: v.nodes.map((n) => ({
      target: n.target.map(String).join(' >>> '),
      summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
    })),
  }))
}

/** Violations as readable lines (empty when there are none), for an assertion's message. */
export function formatViolations(screen: string, violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${screen}: ${v.id} (${v.impact}) ${v.help}\n${v.nodes.map((n) => `    ${n.target} — ${n.summary}`).join('\n')}`,
    )
    .join('\n')
}
