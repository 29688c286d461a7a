import { Button } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { LIMITS } from '../../../src/directory/vocabulary.ts'
import { useI18n } from '../../app/i18n.tsx'
import { DirectoryMap } from './index.tsx'
import { areaQuery, type MapBounds, type MapPin } from './types.ts'

/** The search page's map: the results' pins, and "Search this area" once the user has moved it. */
export function SearchMap(props: {
  pins: MapPin[]
  highlighted: number | null
  onHover: (id: number | null) => void
  onSelect: (id: number) => void
  onSearchArea: (area: { near: string; radius_km: number }) => void
  /** The first results are on screen: only then is the map's 1 MB chunk fetched and parsed (it would delay them). */
  loaded: boolean
}) {
  const { t } = useI18n()
  const [start, setStart] = useState(false)
  useEffect(() => {
    if (!props.loaded || start) return
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1))
    const cancel = window.cancelIdleCallback ?? window.clearTimeout
    const handle = idle(() => setStart(true), { timeout: 1000 })
    return () => cancel(handle)
  }, [props.loaded, start])
  const [moved, setMoved] = useState<MapBounds | null>(null)
  // New results (a new area, filter or page) frame the map again: the offer is gone until the next move.
  const key = props.pins.map((p) => p.id).join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the results change
  useEffect(() => setMoved(null), [key])
  return (
    <div className="directory-search-map">
      {!start ? (
        <div className="directory-map directory-map-loading" data-testid="map-loading" />
      ) : (
        <DirectoryMap
          pins={props.pins}
          highlighted={props.highlighted}
          onHover={props.onHover}
          onSelect={props.onSelect}
          onMoved={setMoved}
        />
      )}
      {moved && (
        <Button
          className="directory-search-area"
          radius="xl"
          color="dark"
          leftSection={<IconSearch size={16} aria-hidden />}
          onClick={() => {
            props.onSearchArea(areaQuery(moved, LIMITS.maxRadiusKm))
            setMoved(null)
          }}
          data-testid="search-area"
        >
          {t('directory.map.searchArea')}
        </Button>
      )}
    </div>
  )
}
