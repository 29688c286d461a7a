import { useSearchParams } from 'react-router'

/** Search state lives in the URL: shareable, reloadable, back-navigable. */
export function useUrlState() {
  const [params, setParams] = useSearchParams()
  const get = (k: string) => params.get(k) ?? ''
  const set = (patch: Record<string, string | number | null | undefined>) => {
    // From the address bar, not this render's params: React Router renders a navigation in a transition, so a
    // second change made before that render (Enter in the price field, then a sort) would drop the first.
    const next = new URLSearchParams(window.location.search)
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === undefined || v === '') next.delete(k)
      else next.set(k, String(v))
    }
    if (!('page' in patch)) next.delete('page')
    setParams(next)
  }
  return { params, get, set }
}
