import { Button, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { splitLocale } from '../../src/routes.ts'
import { createBuildWatcher, type LatestBuild } from './build-watch.ts'
import { loadedTranslator } from './dictionaries.ts'

interface RouterLike {
  state: { location: { pathname: string; search: string } }
  subscribe: (fn: (state: { location: { pathname: string; search: string } }) => void) => () => void
}

/**
 * Switches to a new build without breaking anything: once latest.json names another build, the next route
 * change becomes a full page load of the new URL (the page being left is gone anyway, so no form input is lost);
 * a notification offers to reload at once.
 */
export function installUpdateSwitch(
  router: RouterLike,
  opts: { currentId: string; reload?: () => void } = { currentId: __BUILD_ID__ },
) {
  const reload = opts.reload ?? (() => window.location.reload())
  let pending: LatestBuild | null = null
  let last = `${router.state.location.pathname}${router.state.location.search}`
  router.subscribe(({ location }) => {
    const now = `${location.pathname}${location.search}`
    if (now === last) return
    last = now
    if (pending) reload()
  })
  const watcher = createBuildWatcher({
    currentId: opts.currentId,
    onNewBuild: (latest) => {
      pending = latest
      document.documentElement.dataset.newBuild = latest.id
      const t = loadedTranslator(splitLocale(window.location.pathname).locale) ?? ((key: string) => key)
      notifications.show({
        id: 'new-build',
        autoClose: false,
        color: 'violet',
        title: t('shell.update.title'),
        message: (
          <Stack gap={6} align="flex-start">
            <Text size="sm">{t('shell.update.message')}</Text>
            <Button size="compact-sm" variant="light" onClick={reload}>
              {t('shell.update.reload')}
            </Button>
          </Stack>
        ),
      })
    },
  })
  watcher.start()
  return watcher
}
