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
}) {
  const { t } = useI18n()
  const [moved, setMoved] = useState<MapBounds | null>(null)
  // New results (a new area, filter or page) frame the map again: the offer is gone until the next move.
  const key = props.pins.map((p) => p.id).join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the results change
  useEffect(() => setMoved(null), [key])
  return (
    <div className="directory-search-map">
      <DirectoryMap
        pins={props.pins}
        highlighted={props.highlighted}
        onHover={props.onHover}
        onSelect={props.onSelect}
        onMoved={setMoved}
      />
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
