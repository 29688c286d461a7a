import { modals as mantineModals } from '@mantine/modals'
import { useNotifications } from '@mantine/notifications'
import { Component, lazy, type ReactNode, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'

/*
 * The modal and notification containers (Modal, ScrollArea, scroll lock, transitions) are not on the first
 * page: they load the first time something opens a modal or shows a notification (the first page's JS
 * budget, decision record 0002), or earlier, at the visitor's first interaction, so that an error can still be shown once the network
 * is gone. Notifications live in Mantine's store, so none is lost while the container loads; modals are window
 * events, so `modals` below waits for the provider to listen before it opens one.
 */
const loadHosts = () => import('./overlay-hosts.tsx')

/** Fresh lazy components: React keeps a failed lazy import failed, so a retry needs new ones. */
function lazyHosts() {
  return {
    Modals: lazy(() => loadHosts().then((m) => ({ default: m.ModalsHost }))),
    Notifications: lazy(() => loadHosts().then((m) => ({ default: m.NotificationsHost }))),
  }
}

let modalsWanted = false
const wantListeners = new Set<() => void>()
let providerListening: () => void = () => {}
const providerReady = new Promise<void>((resolve) => {
  providerListening = resolve
})

function whenModalsReady(open: () => void): void {
  if (!modalsWanted) {
    modalsWanted = true
    for (const listener of wantListeners) listener()
  }
  void providerReady.then(open)
}

type ModalsApi = typeof mantineModals

/** Mantine's `modals` API for the calls the app makes; use it instead of importing `@mantine/modals`. */
export const modals = {
  open: (props: Parameters<ModalsApi['open']>[0]) => whenModalsReady(() => mantineModals.open(props)),
  openConfirmModal: (props: Parameters<ModalsApi['openConfirmModal']>[0]) =>
    whenModalsReady(() => mantineModals.openConfirmModal(props)),
  closeAll: () => mantineModals.closeAll(),
}

const subscribeWanted = (listener: () => void) => {
  wantListeners.add(listener)
  return () => wantListeners.delete(listener)
}

/** A container whose chunk failed to load (offline) renders nothing and tries again when the network is back. */
class RetryWhenOnline extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  private readonly retry = () => {
    this.setState({ failed: false })
    this.props.onRetry()
  }
  override componentDidUpdate(_: unknown, previous: { failed: boolean }) {
    if (this.state.failed && !previous.failed) window.addEventListener('online', this.retry, { once: true })
  }
  override componentWillUnmount() {
    window.removeEventListener('online', this.retry)
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

const FIRST_INTERACTION = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll'] as const

/** Mounts the containers once they are first needed; lives inside the router and I18nProvider. */
export function OverlayHosts() {
  const [hosts, setHosts] = useState(lazyHosts)
  const showModals = useSyncExternalStore(subscribeWanted, () => modalsWanted)
  const { notifications } = useNotifications()
  // Stays mounted after the first notification so closing ones can animate out.
  const [showNotifications, setShowNotifications] = useState(false)
  if (notifications.length > 0 && !showNotifications) setShowNotifications(true)

  useEffect(() => {
    const prefetch = () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, prefetch)
      if (navigator.onLine) void loadHosts().catch(() => {})
    }
    for (const type of FIRST_INTERACTION) window.addEventListener(type, prefetch, { passive: true })
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, prefetch)
    }
  }, [])

  // A confirm belongs to the page that asked: leaving the page (a link, Back) closes it.
  const { pathname } = useLocation()
  const shownOn = useRef(pathname)
  useEffect(() => {
    if (shownOn.current === pathname) return
    shownOn.current = pathname
    if (modalsWanted) mantineModals.closeAll()
  }, [pathname])

  const retry = () => setHosts(lazyHosts())
  // One boundary each: the notification container loading must not suspend (hide) an open modal, or the
  // modal misses the close that follows the notification of its own success.
  return (
    <>
      <RetryWhenOnline onRetry={retry}>
        <Suspense fallback={null}>{showModals && <hosts.Modals onListening={providerListening} />}</Suspense>
      </RetryWhenOnline>
      <RetryWhenOnline onRetry={retry}>
        <Suspense fallback={null}>{showNotifications && <hosts.Notifications />}</Suspense>
      </RetryWhenOnline>
    </>
  )
}
