import 'maplibre-gl/dist/maplibre-gl.css'
import './map.css'
import { LngLatBounds, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl'
// The tile worker is its own file (MapLibre 6 finds it next to its module, which Vite's bundle is not): served
// from our origin, so the CSP's worker-src 'self' covers it.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { useEffect, useRef, useState } from 'react'
import { clientConfig } from '../../app/config.ts'
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

/**
 * A MapLibre map with one pin per item (DOM markers: easy to highlight, focus and test). `fit` frames the pins
 * whenever they change; moving the map by hand reports the new bounds through `onMoved`.
 */
export default function MapView(props: MapViewProps) {
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<MapLibreMap | null>(null)
  const markers = useRef(new globalThis.Map<number, Marker>())
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
    instance.on('webglcontextlost', () => setFailed(true))
    map.current = instance
    return () => {
      instance.remove()
      map.current = null
      markers.current.clear()
    }
    // The map is made once; pins and highlight follow below.
  }, [failed])

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
    if (handlers.current.fit === false || pins.length === 0) return
    const [first] = pins
    if (pins.length === 1 && first) {
      instance.jumpTo({ center: [first.lng, first.lat], zoom: handlers.current.zoom ?? 12 })
      return
    }
    const bounds = new LngLatBounds()
    for (const pin of pins) bounds.extend([pin.lng, pin.lat])
    instance.fitBounds(bounds, { padding: 48, maxZoom: 13, duration: 0 })
  }, [key, ready])

  // biome-ignore lint/correctness/useExhaustiveDependencies: new pins need the highlight too
  useEffect(() => {
    for (const [id, marker] of markers.current) {
      const el = marker.getElement()
      const on = id === props.highlighted
      el.classList.toggle('is-highlighted', on)
      el.dataset.highlighted = String(on)
      // The highlighted pin is drawn above its neighbours.
      el.style.zIndex = on ? '2' : ''
    }
  }, [props.highlighted, key, ready])

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
