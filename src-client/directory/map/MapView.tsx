import 'maplibre-gl/dist/maplibre-gl.css'
import './map.css'
import { LngLatBounds, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl'
// The tile worker is its own file (MapLibre 6 finds it next to its module, which Vite's bundle is not): served
// from our origin, so the CSP's worker-src 'self' covers it.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { useEffect, useRef, useState } from 'react'
import { clientConfig } from '../../app/config.ts'
import { fanOffsets, groupPins } from './clusters.ts'
import type { MapPin, MapViewProps } from './types.ts'

setWorkerUrl(workerUrl)

/** Can this browser draw the map at all? MapLibre needs WebGL; without it the caller shows a calm fallback. */
function webglAvailable(): boolean {
  try {
    const canvas = document.createElement('canvas')
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'))
  } catch {
    return false
  }
}

function pinElement(pin: MapPin, onHover: MapViewProps['onHover'], onSelect: MapViewProps['onSelect']): HTMLElement {
  const el = document.createElement('button')
  el.type = 'button'
  el.className = 'directory-map-pin'
  el.dataset.testid = 'map-pin'
  el.dataset.id = String(pin.id)
  el.setAttribute('aria-label', pin.label)
  el.title = pin.label
  el.addEventListener('mouseenter', () => onHover?.(pin.id))
  el.addEventListener('mouseleave', () => onHover?.(null))
  el.addEventListener('click', (event) => {
    event.stopPropagation()
    onSelect?.(pin.id)
  })
  return el
}

/** Pins that still overlap from this zoom on are fanned out around their place rather than clustered. */
const FAN_ZOOM = 16

function clusterElement(ids: number[], label: string, onSelect: () => void): HTMLElement {
  const el = document.createElement('button')
  el.type = 'button'
  el.className = 'directory-map-pin directory-map-cluster'
  el.dataset.testid = 'map-cluster'
  el.dataset.ids = ids.join(',')
  el.setAttribute('aria-label', label)
  el.title = label
  const count = document.createElement('span')
  count.textContent = String(ids.length)
  count.setAttribute('aria-hidden', 'true')
  el.append(count)
  el.addEventListener('click', (event) => {
    event.stopPropagation()
    onSelect()
  })
  return el
}

/**
 * A MapLibre map with one pin per item (DOM markers: easy to highlight, focus and test). `fit` frames the pins
 * whenever they change; moving the map by hand reports the new bounds through `onMoved`.
 */
export default function MapView(props: MapViewProps) {
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<MapLibreMap | null>(null)
  const markers = useRef(new globalThis.Map<number, Marker>())
  const clusters = useRef<{ ids: number[]; marker: Marker }[]>([])
  const [failed, setFailed] = useState(() => !webglAvailable())
  const [ready, setReady] = useState(false)
  const handlers = useRef(props)
  handlers.current = props

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; pins and highlight follow below
  useEffect(() => {
    if (failed || !container.current) return
    let instance: MapLibreMap
    try {
      instance = new MapLibreMap({
        container: container.current,
        style: clientConfig().mapStyleUrl,
        center: props.pins[0] ? [props.pins[0].lng, props.pins[0].lat] : [10, 50],
        zoom: props.zoom ?? 4,
        attributionControl: { compact: true },
        // Scrolling the page past a small map must not zoom it (MapLibre's own hint text is English-only).
        scrollZoom: !props.cooperative,
        locale: {
          'NavigationControl.ZoomIn': props.controlText.zoomIn,
          'NavigationControl.ZoomOut': props.controlText.zoomOut,
          'AttributionControl.ToggleAttribution': props.controlText.attribution,
        },
      })
    } catch {
      setFailed(true)
      return
    }
    instance.addControl(new NavigationControl({ showCompass: false }), 'top-right')
    instance.on('load', () => setReady(true))
    // Only moves made by the user (they carry an originalEvent) offer "Search this area".
    instance.on('moveend', (event: { originalEvent?: unknown }) => {
      if (!event.originalEvent) return
      const b = instance.getBounds()
      handlers.current.onMoved?.({
        center: { lat: b.getCenter().lat, lng: b.getCenter().lng },
        north: b.getNorth(),
        south: b.getSouth(),
        east: b.getEast(),
        west: b.getWest(),
      })
    })
    // Targets are grouped again wherever the view settles (pins change, zoom, pan, resize).
    instance.on('moveend', () => layoutRef.current())
    instance.on('resize', () => layoutRef.current())
    instance.on('webglcontextlost', () => setFailed(true))
    map.current = instance
    return () => {
      instance.remove()
      map.current = null
      markers.current.clear()
      clusters.current = []
    }
    // The map is made once; pins and highlight follow below.
  }, [failed])

  /**
   * 44 px targets that never overlap (clusters.ts): each group of pins whose targets would overlap on screen is one
   * cluster marker (its members hidden) that zooms to them when tapped; at FAN_ZOOM and deeper they fan out.
   */
  const layoutRef = useRef(() => {})
  layoutRef.current = () => {
    const instance = map.current
    if (!instance) return
    for (const c of clusters.current) c.marker.remove()
    clusters.current = []
    const pins = handlers.current.pins.filter((p) => markers.current.has(p.id))
    const screen = pins.map((p) => ({ id: p.id, ...instance.project([p.lng, p.lat]) }))
    const byId = new globalThis.Map(pins.map((p) => [p.id, p]))
    const fan = instance.getZoom() >= FAN_ZOOM - 0.01
    for (const ids of groupPins(screen)) {
      const offsets = fan ? fanOffsets(ids.length) : null
      ids.forEach((id, i) => {
        const marker = markers.current.get(id)!
        marker.setOffset(offsets?.[i] ?? [0, 0])
        marker.getElement().hidden = ids.length > 1 && !fan
      })
      if (ids.length === 1 || fan) continue
      const members = ids.map((id) => byId.get(id)!)
      const bounds = new LngLatBounds()
      for (const m of members) bounds.extend([m.lng, m.lat])
      const el = clusterElement(ids, handlers.current.clusterText(ids.length), () =>
        instance.fitBounds(bounds, { padding: 64, maxZoom: FAN_ZOOM }),
      )
      const seed = members[0]!
      clusters.current.push({
        ids,
        marker: new Marker({ element: el }).setLngLat([seed.lng, seed.lat]).addTo(instance),
      })
    }
    highlightRef.current()
  }

  // Pins follow the items: removed, added, and the view framed around them.
  const key = props.pins.map((p) => `${p.id}:${p.lat},${p.lng}`).join('|')
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when the pins (key) change or the map got ready
  useEffect(() => {
    const instance = map.current
    if (!instance) return
    for (const marker of markers.current.values()) marker.remove()
    markers.current.clear()
    const pins = handlers.current.pins
    for (const pin of pins) {
      const el = pinElement(
        pin,
        (id) => handlers.current.onHover?.(id),
        (id) => handlers.current.onSelect?.(id),
      )
      markers.current.set(pin.id, new Marker({ element: el }).setLngLat([pin.lng, pin.lat]).addTo(instance))
    }
    const [first] = pins
    if (handlers.current.fit === false || !first) {
      layoutRef.current()
      return
    }
    if (pins.length === 1) instance.jumpTo({ center: [first.lng, first.lat], zoom: handlers.current.zoom ?? 12 })
    else {
      const bounds = new LngLatBounds()
      for (const pin of pins) bounds.extend([pin.lng, pin.lat])
      instance.fitBounds(bounds, { padding: 48, maxZoom: 13, duration: 0 })
    }
    layoutRef.current()
  }, [key, ready])

  const highlightRef = useRef(() => {})
  highlightRef.current = () => {
    const mark = (el: HTMLElement, on: boolean) => {
      el.classList.toggle('is-highlighted', on)
      el.dataset.highlighted = String(on)
      // The highlighted pin (or the cluster holding it) is drawn above its neighbours.
      el.style.zIndex = on ? '2' : ''
    }
    for (const [id, marker] of markers.current) mark(marker.getElement(), id === handlers.current.highlighted)
    for (const c of clusters.current) mark(c.marker.getElement(), c.ids.includes(handlers.current.highlighted ?? -1))
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: new pins need the highlight too
  useEffect(() => highlightRef.current(), [props.highlighted, key, ready])

  if (failed) {
    return (
      <div className="directory-map directory-map-fallback" data-testid="map-unavailable" role="note">
        {props.unavailableText}
      </div>
    )
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: MapLibre fills a div; a <section> would only add landmarks
    <div
      ref={container}
      className="directory-map"
      data-testid="map"
      data-ready={ready}
      role="region"
      aria-label={props.label}
    />
  )
}
