import { ENTITY_TYPES, type EntityType, KIND_PATH, KINDS } from '../../src/directory/schema.ts'
import type { RouteName } from '../../src/routes.ts'
import type { Feature, PageHead, PageHeadResolver } from '../feature.ts'
import { restRoutesOf } from '../http/operation.ts'
import { directoryOperations } from './operations.ts'
import { tableIsEmpty } from './repository.ts'
import { seedDirectory } from './seed.ts'
import { startDemoPhotos } from './seed-photos.ts'
import * as service from './service.ts'

function detailsHead(type: EntityType): PageHeadResolver {
  return async (match, deps) => {
    const id = Number(match.params.id)
    const entity =
      Number.isSafeInteger(id) && id <= 2_147_483_647 ? await service.findEntity(deps, type, id) : undefined
    if (!entity) return { status: 404 }
    const description = String(entity.description ?? '').slice(0, 160) || `${entity.name}, ${entity.city}`
    const url = `${deps.config.publicUrl}/${KIND_PATH[type]}/${id}/details`
    // Link previews and search engines need absolute image URLs (embedded storage answers paths without PUBLIC_URL).
    // A photo's focus point (its fragment, src/photos/focus.ts) is for our own pages only.
    const images = entity.photos.map((photo) => {
      const url = URL.parse(photo, deps.config.publicUrl)
      if (url) url.hash = ''
      return url?.href ?? photo
    })
    const head: PageHead = {
      title: `${entity.name} · ${entity.city}`,
      description,
      image: images[0],
      type: KINDS[type].ogType,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': KINDS[type].schemaOrg,
        name: entity.name,
        description,
        url,
        ...(images.length ? { image: images } : {}),
        ...(type === 'artist'
          ? { genre: entity.genres, location: { '@type': 'Place', name: entity.city } }
          : {
              address: {
                '@type': 'PostalAddress',
                ...(type === 'venue' && entity.address ? { streetAddress: entity.address } : {}),
                addressLocality: entity.city,
                addressCountry: entity.country,
              },
              geo: { '@type': 'GeoCoordinates', latitude: entity.lat, longitude: entity.lng },
            }),
        ...(type === 'venue' && entity.capacity ? { maximumAttendeeCapacity: entity.capacity } : {}),
      },
    }
    return head
  }
}

/** Edit pages: 404 for ids that do not exist (the guard and the page handle sign-in and rights). */
function editHead(type: EntityType): PageHeadResolver {
  return async (match, deps) => {
    const id = Number(match.params.id)
    const entity =
      Number.isSafeInteger(id) && id <= 2_147_483_647 ? await service.findEntity(deps, type, id) : undefined
    return entity ? { title: `${entity.name} · Edit` } : { status: 404 }
  }
}

const pageHeads: Partial<Record<RouteName, PageHeadResolver>> = Object.fromEntries(
  ENTITY_TYPES.flatMap((kind) => [
    [`${KIND_PATH[kind]}-id-details`, detailsHead(kind)],
    [`${KIND_PATH[kind]}-id-edit`, editHead(kind)],
  ]),
)

export const directoryFeature: Feature = {
  name: 'directory',
  rest: restRoutesOf(directoryOperations),
  pageHeads,
  async setup(deps) {
    if (!deps.seedDemo) return
    const empty = await Promise.all(ENTITY_TYPES.map((t) => tableIsEmpty(deps.db, t)))
    if (!empty.every(Boolean)) return
    await seedDirectory(deps.db, deps.config.SEED_COUNT)
    deps.log.info({ count: deps.config.SEED_COUNT ?? 'full' }, 'directory demo data seeded')
  },
  attach(_server, deps) {
    if (!deps.seedDemo) return undefined
    // Photos after listening (they go through the storage API, which is this server when embedded).
    const state = startDemoPhotos(deps)
    return Promise.resolve(state.stop)
  },
}
