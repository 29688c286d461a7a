export interface MapPin {
  id: number
  lat: number
  lng: number
  /** Accessible name of the pin (the result's name). */
  label: string
}

export interface MapBounds {
  center: { lat: number; lng: number }
  north: number
  south: number
  east: number
  west: number
}

export interface MapViewProps {
  pins: MapPin[]
  /** The pin drawn highlighted (the result card under the pointer). */
  highlighted?: number | null
  onHover?: (id: number | null) => void
  onSelect?: (id: number) => void
  /** The user moved the map: its visible bounds. */
  onMoved?: (bounds: MapBounds) => void
  /** Frame the pins whenever they change (default true). */
  fit?: boolean
  zoom?: number
  /** Scrolling the page does not zoom the map (details page). */
  cooperative?: boolean
  label: string
  unavailableText: string
  /** MapLibre's own control labels, in the page's language. */
  controlText: { zoomIn: string; zoomOut: string; attribution: string }
  /** The accessible name of a cluster of `count` pins (tapping it zooms in). */
  clusterText: (count: number) => string
}

const EARTH_RADIUS_KM = 6371

/** Great-circle distance in km. */
function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * "Search this area": the visible map as `near` (its centre) + `radius_km` (to the farther edge midpoint, so the
 * circle spans the view), rounded up to whole km and clamped to [1, maxKm] — the API refuses more.
 */
export function areaQuery(bounds: MapBounds, maxKm: number): { near: string; radius_km: number } {
  const { center } = bounds
  const toEdge = Math.max(
    haversineKm(center, { lat: bounds.north, lng: center.lng }),
    haversineKm(center, { lat: center.lat, lng: bounds.east }),
  )
  const radius = Math.min(maxKm, Math.max(1, Math.ceil(toEdge)))
  // A map panned around the globe reports longitudes past ±180.
  const lng = ((((center.lng + 180) % 360) + 360) % 360) - 180
  const lat = Math.max(-90, Math.min(90, center.lat))
  return { near: `${lat.toFixed(4)},${lng.toFixed(4)}`, radius_km: radius }
}
