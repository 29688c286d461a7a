import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { useEffect, useState } from 'react'
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router'
import { isChunkLoadError, reloadWhenReachable } from '../app/chunk-reload.ts'
import { useI18n } from '../app/i18n.tsx'
import { usePageHead } from './head.ts'
import { PageLoader } from './PageLoader.tsx'

function ErrorLayout({ title, message }: { title: string; message: string }) {
  const { t, lp } = useI18n()
  usePageHead({ title })
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="sm" maw={560}>
        <Text fz={72} fw={800} c="dimmed" lh={1} aria-hidden>
          {title === t('common.errors.notFoundTitle') ? '404' : '500'}
        </Text>
        <Title order={1} ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center" style={{ wordBreak: 'break-word' }} data-testid="error-message">
          {message}
        </Text>
        <Button component={Link} to={lp('/')} variant="light" mt="md">
          {t('common.errors.backHome')}
        </Button>
      </Stack>
    </Center>
  )
}

/** docs/product.md §2: title 'Page Not Found', message 'Page Not Found: {path}'. */
export function NotFoundPage() {
  const { t } = useI18n()
  const { pathname } = useLocation()
  return (
    <ErrorLayout
      title={t('common.errors.notFoundTitle')}
      message={t('common.errors.notFoundMessage', { path: pathname })}
    />
  )
}

/** Any other failure of a page. A loader may throw a 404 response, which shows the not-found page. */
export function RouteErrorPage() {
  const error = useRouteError()
  const { t } = useI18n()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  if (isChunkLoadError(error)) return <ChunkErrorPage />
  if (import.meta.env.DEV) console.error(error)
  return <ErrorLayout title={t('common.errors.serverErrorTitle')} message={t('common.errors.serverErrorMessage')} />
}

/**
 * A lazy page of a build that is gone: reload once (guarded for 10 s) if the server answers; a second failure, or
 * no server to reload from (offline), shows the error instead.
 */
function ChunkErrorPage() {
  const { t } = useI18n()
  const [state, setState] = useState<'checking' | 'reloading' | 'failed'>('checking')
  useEffect(() => {
    void reloadWhenReachable().then((reloading) => setState(reloading ? 'reloading' : 'failed'))
  }, [])
  if (state !== 'failed') return <PageLoader />
  return <ErrorLayout title={t('common.errors.serverErrorTitle')} message={t('shell.chunkError')} />
}
