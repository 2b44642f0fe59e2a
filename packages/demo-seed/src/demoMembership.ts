import { DEMO_BRANCHES } from './branchCatalog.js'
import { DEFAULT_TOPIC, TOPIC_OF } from './topics.js'

/** A branch something joins, through one of the branch's topic tags. */
export interface DemoMembership {
  branchId: number
  tagId: number
}

/**
 * Which demo branches an imported place (main category `main`) or street or building (`main`
 * null) in municipality `city` joins: every active branch spanning that municipality, filed
 * under the topic of its main category, as the generator files its own places. A branch with a
 * category mix takes only places of those categories; trade fairs (branches with levels) keep
 * to their halls.
 */
export function demoMembership(
  tagIdOf: (tagKey: string, tagValue: string) => number | undefined,
): (at: { city: { title: string } | null; main: string | null }) => DemoMembership[] {
  return ({ city, main }) => {
    if (!city) return []
    const out: DemoMembership[] = []
    for (const b of DEMO_BRANCHES) {
      if (!b.isActive || b.levels?.length || !b.municipalities.includes(city.title)) continue
      if (main && b.categoryMix && !(main in b.categoryMix)) continue
      const topic = (main && TOPIC_OF[main as keyof typeof TOPIC_OF]) || DEFAULT_TOPIC
      const tagId = tagIdOf(b.tagKey, topic) ?? tagIdOf(b.tagKey, DEFAULT_TOPIC)
      if (tagId !== undefined) out.push({ branchId: b.shortId, tagId })
    }
    return out
  }
}
