/** The type-ahead's SQL: name suggestions while the booker types (service.ts `typeahead`). */
import { sql } from 'kysely'
import { type EntityType, KIND_PATH } from '../../src/directory/kinds.ts'
import { LIMITS } from '../../src/directory/schema.ts'
import { NAME_WORDS, type Run, type TextMatch, tierExpr, tsQuery } from './repository.ts'
import { planQuery, type TextPlan } from './text-plan.ts'

/** Names a type-ahead stage considers at most: it answers while the booker types. */
const TYPEAHEAD_CANDIDATES = 200

export interface TypeaheadRow {
  id: number
  name: string
  city: string
  country: string
}

/**
 * Name suggestions in three stages, each only when the ones before found too few: names starting with the
 * typed text (btree), names with the words exact or as a prefix, names with a typo corrected (`glutwekr` →
 * Glutwerk); a stage ranks at most TYPEAHEAD_CANDIDATES names.
 */
export async function typeaheadRows(
  run: Run,
  type: EntityType,
  plan: TextPlan,
  limit: number,
): Promise<TypeaheadRow[]> {
  const table = sql.table(KIND_PATH[type])
  const rows =
    plan.plain.length >= LIMITS.typeaheadMin
      ? await run(sql<TypeaheadRow>`select id, name, city, country from ${table}
          where name_search like ${`${plan.plain}%`} order by name_search, id limit ${limit}`)
      : []
  if (plan.plain.length < 3) return rows
  const stages: TextMatch[] = [{ plan, stage: 'exact' }]
  if (plan.hasTypos) stages.push({ plan, stage: 'all', withoutExact: true })
  for (const text of stages) {
    if (rows.length >= limit) break
    const seen = rows.map((r) => r.id)
    const exclude = text.withoutExact ? sql`and not (${NAME_WORDS} @@ ${tsQuery(planQuery(plan, 'exact'))})` : sql``
    const more = await run(sql<TypeaheadRow>`select id, name, city, country from (
        select id, name, city, country, name_search, ${tierExpr(text, NAME_WORDS)} as tier from ${table}
        where ${NAME_WORDS} @@ ${tsQuery(planQuery(plan, text.stage))} ${exclude}
          ${seen.length ? sql`and id <> all(${seen}::int[])` : sql``}
        limit ${TYPEAHEAD_CANDIDATES}) c
      order by tier, name_search, id limit ${limit - rows.length}`)
    rows.push(...more)
  }
  return rows
}
