import type { Feature } from '../feature.ts'
import { restRoutesOf } from '../http/operation.ts'
import { ridersOperations } from './operations.ts'
import { findByShareToken } from './repository.ts'

export const ridersFeature: Feature = {
  name: 'riders',
  rest: restRoutesOf(ridersOperations),
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
