import { modals as mantineModals } from '@mantine/modals'
import { useNotifications } from '@mantine/notifications'
import { lazy, Suspense, useState, useSyncExternalStore } from 'react'

/*
 * The modal and notification containers (Modal, ScrollArea, scroll lock, transitions) are not on the first
 * page: they load the first time something opens a modal or shows a notification (issue 8's first-page JS
 * budget). Notifications live in Mantine's store, so none is lost while the container loads; modals are
 * window events, so `modals` below waits for the provider to listen before it opens one.
 */
const Hosts = {
  Modals: lazy(() => import('./overlay-hosts.tsx').then((m) => ({ default: m.ModalsHost }))),
  Notifications: lazy(() => import('./overlay-hosts.tsx').then((m) => ({ default: m.NotificationsHost }))),
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

/** Mounts the containers once they are first needed; lives inside the router and I18nProvider. */
export function OverlayHosts() {
  const showModals = useSyncExternalStore(subscribeWanted, () => modalsWanted)
  const { notifications } = useNotifications()
  // Stays mounted after the first notification so closing ones can animate out.
  const [showNotifications, setShowNotifications] = useState(false)
  if (notifications.length > 0 && !showNotifications) setShowNotifications(true)
  // One boundary each: the notification container loading must not suspend (hide) an open modal, or the
  // modal misses the close that follows the notification of its own success.
  return (
    <>
      <Suspense fallback={null}>{showModals && <Hosts.Modals onListening={providerListening} />}</Suspense>
      <Suspense fallback={null}>{showNotifications && <Hosts.Notifications />}</Suspense>
    </>
  )
}
