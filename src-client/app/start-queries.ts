import type { QueryClient } from '@tanstack/react-query'
import { getQueryKey } from '@trpc/react-query'
import { type KindPath, TYPE_BY_PATH } from '../../src/directory/kinds.ts'
import type { RouteMatch } from '../../src/routes.ts'
import { readCurrency } from '../directory/display-currency.ts'
import { searchInput } from '../directory/search-query.ts'
import { EAGER_CARDS, IMAGE_BOXES, type ImageBox, imageSources } from '../photos/sized-image.ts'
import { trpc } from './trpc.ts'

type Client = ReturnType<typeof trpc.createClient>

/**
 * The first query of a search page or a details page, asked for by the entry before the page's chunks have run:
 * it is the first step of the page's LCP (the results, then the cards' pictures; the listing, then its main photo),
 * and the page would start it only once it had loaded, rendered and committed (it was the last request to start).
 * The page asks with the same input (search-query.ts; the details page's type, id and display currency), so it
 * finds this one in the query cache, answered or on its way.
 */
export function prefetchStartQuery(start: RouteMatch | null, queryClient: QueryClient, client: Client): void {
  const name = start?.route.name ?? ''
  const kindOf = (suffix: string) =>
    name.endsWith(suffix) ? TYPE_BY_PATH[name.slice(0, -suffix.length) as KindPath] : undefined
  const searchKind = kindOf('-search')
  if (searchKind) {
    const input = searchInput(searchKind, new URLSearchParams(window.location.search), readCurrency())
    void queryClient.prefetchQuery({
      queryKey: getQueryKey(trpc.directory.search, input as never, 'query'),
      queryFn: async () => {
        const answer = await client.directory.search.query(input as never)
        preloadPictures(
          answer.items.slice(0, EAGER_CARDS).map((item) => item.photo),
          IMAGE_BOXES.card,
        )
        return answer
      },
    })
  }
  const detailsKind = kindOf('-id-details')
  if (detailsKind && start) {
    const input = { type: detailsKind, id: Number(start.params.id), currency: readCurrency() }
    void queryClient.prefetchQuery({
      queryKey: getQueryKey(trpc.directory.get, input as never, 'query'),
      queryFn: async () => {
        const answer = await client.directory.get.query(input as never)
        preloadPictures(answer.photos.slice(0, 1), IMAGE_BOXES.detailsMain)
        return answer
      },
    })
  }
}

/**
 * The first cards' pictures (a details page's main photo) are the page's LCP: they start downloading as soon as the
 * answer is in, while the page's chunks still load and render, with the very sources the page's <img> asks for (so
 * it finds them loaded).
 */
function preloadPictures(urls: readonly (string | null)[], box: ImageBox): void {
  for (const url of urls) {
    if (!url) continue
    const { src, srcSet, sizes } = imageSources(url, box)
    const link = document.createElement('link')
    link.rel = 'preload'
    link.as = 'image'
    link.href = src
    if (srcSet) link.imageSrcset = srcSet
    if (sizes) link.imageSizes = sizes
    link.fetchPriority = 'high'
    document.head.append(link)
  }
}
