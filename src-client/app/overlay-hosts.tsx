import { ModalsProvider } from '@mantine/modals'
import { Notifications } from '@mantine/notifications'
import { useEffect } from 'react'

/** The modals provider; `onListening` runs after its window-event listeners are attached (child effects first). */
export function ModalsHost({ onListening }: { onListening: () => void }) {
  useEffect(() => onListening(), [onListening])
  return <ModalsProvider>{null}</ModalsProvider>
}

/** docs/product.md §11: top-right (below the header, see global.css), default 4500 ms. */
export function NotificationsHost() {
  return (
    <Notifications className="app-notifications" position="top-right" autoClose={4500} limit={5} containerWidth={380} />
  )
}
