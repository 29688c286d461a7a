import { lazy, Suspense } from 'react'
import { useI18n } from '../../app/i18n.tsx'
import type { MapViewProps } from './types.ts'
import './frame.css'

export { areaQuery, type MapBounds, type MapPin } from './types.ts'

// MapLibre (≈ 1 MB with its CSS) is loaded only where a map is shown: its own chunk.
const MapView = lazy(() => import('./MapView.tsx'))

/** The directory's map, lazily loaded; a quiet grey box stands in while its code arrives. */
export function DirectoryMap(
  props: Omit<MapViewProps, 'label' | 'unavailableText' | 'controlText' | 'clusterText'> & { label?: string },
) {
  const { t } = useI18n()
  return (
    <Suspense fallback={<div className="directory-map directory-map-loading" data-testid="map-loading" />}>
      <MapView
        {...props}
        label={props.label ?? t('directory.map.label')}
        unavailableText={t('directory.map.unavailable')}
        controlText={{
          zoomIn: t('directory.map.zoomIn'),
          zoomOut: t('directory.map.zoomOut'),
          attribution: t('directory.map.attribution'),
        }}
        clusterText={(count) => t('directory.map.cluster', { count })}
      />
    </Suspense>
  )
}
