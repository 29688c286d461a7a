import type { Feature } from '../feature.ts'
import { findByShareToken } from './repository.ts'
import { ridersRest } from './rest.ts'

export const ridersFeature: Feature = {
  name: 'riders',
  rest: ridersRest,
  pageHeads: {
    // A revoked or unknown share link is a 404 page; a live one is titled with the act.
    riderShare: async (match, deps) => {
      const row = await findByShareToken(deps.db, match.params.token ?? '')
      if (!row) return { status: 404 }
      const title = row.variant ? `${row.name} — ${row.variant}` : row.name
      return { title, description: `Rider: ${title}` }
    },
  },
}
