/**
 * One rule for every input, shared by every door (REST, tRPC, the embedded auth server, the realtime socket)
 * and by the schemas: text is valid Unicode without NUL, structures are not absurdly deep, and integers that
 * reach an int4 column fit in one. Postgres refuses NUL in text and unpaired surrogates in jsonb; without this
 * rule such input reached the database and came back as a 500.
 */
import { z } from 'zod'

export const INT4_MIN = -2_147_483_648
export const INT4_MAX = 2_147_483_647
/** No request of this app nests deeper (a rider document is 5 levels); deeper input is an attack. */
export const MAX_INPUT_DEPTH = 32

export const INPUT_ERRORS = {
  nul: 'must not contain a NUL character',
  surrogate: 'must be valid Unicode text (it contains an unpaired surrogate)',
  depth: 'is nested too deeply',
  int4: `must be between ${INT4_MIN} and ${INT4_MAX}`,
} as const
/** The catalog key the client shows for any of the text errors above. */
export const INVALID_INPUT_KEY = 'common.errors.invalidInput'

/** What is wrong with a piece of text, or null when it is fine. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return INPUT_ERRORS.nul
  if (!text.isWellFormed()) return INPUT_ERRORS.surrogate
  return null
}

export interface InputIssue {
  path: (string | number)[]
  message: string
}

/** Where a container sits, as a parent chain: one small object per container, no path copies. */
interface Crumb {
  key: string | number
  parent: Crumb | null
  depth: number
}

function pathOf(crumb: Crumb | null): (string | number)[] {
  const path: (string | number)[] = []
  for (let c = crumb; c; c = c.parent) path.unshift(c.key)
  return path
}

/**
 * The first string (value or object key) anywhere in `value` that breaks the text rule, or a structure nested
 * deeper than `maxDepth`. Iterative and linear in the input, so hostile nesting can neither overflow the stack
 * nor burn CPU.
 */
export function findInputIssue(value: unknown, maxDepth = MAX_INPUT_DEPTH): InputIssue | null {
  const values: unknown[] = [value]
  const crumbs: (Crumb | null)[] = [null]
  while (values.length > 0) {
    const v = values.pop()
    const crumb = crumbs.pop() ?? null
    if (typeof v === 'string') {
      const problem = textProblem(v)
      if (problem) return { path: pathOf(crumb), message: problem }
      continue
    }
    if (typeof v !== 'object' || v === null) continue
    const depth = crumb ? crumb.depth : 0
    if (depth >= maxDepth) return { path: pathOf(crumb), message: INPUT_ERRORS.depth }
    // Leaves are judged in place; only containers go on the stack (with their crumb).
    const visit = (child: unknown, key: string | number): InputIssue | null => {
      if (typeof child === 'string') {
        const problem = textProblem(child)
        return problem ? { path: [...pathOf(crumb), key], message: problem } : null
      }
      if (typeof child === 'object' && child !== null) {
        values.push(child)
        crumbs.push({ key, parent: crumb, depth: depth + 1 })
      }
      return null
    }
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) {
        const issue = visit(v[i], i)
        if (issue) return issue
      }
      continue
    }
    for (const key of Object.keys(v)) {
      const problem = textProblem(key)
      if (problem) return { path: [...pathOf(crumb), key], message: problem }
      const issue = visit((v as Record<string, unknown>)[key], key)
      if (issue) return issue
    }
  }
  return null
}

/** "city: must not contain a NUL character"; a bare value is called "Input". */
export function inputIssueMessage(issue: InputIssue): string {
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : `Input ${issue.message}`
}

/** An integer that fits an int4 column (ids, versions, counts), with the bounds in the message. */
export const int4 = (label = 'Value') =>
  z
    .number({ error: `${label}: expected a number` })
    .int(`${label}: expected a whole number`)
    .min(INT4_MIN, `${label} ${INPUT_ERRORS.int4}`)
    .max(INT4_MAX, `${label} ${INPUT_ERRORS.int4}`)
