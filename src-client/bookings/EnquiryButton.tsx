import { Button, Paper } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconMail } from '@tabler/icons-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { isIsoDate } from '../../src/availability/constants.ts'
import type { ListEnquiryResult } from '../../src/bookings/schemas.ts'
import type { EntityType } from '../../src/directory/kinds.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { openLoginDrawer } from '../auth/login-drawer.ts'
import { useSession } from '../auth/session.tsx'

const EnquiryForm = lazy(() => import('./EnquiryForm.tsx'))

/** The day a search carried to the details page (`?date=YYYY-MM-DD`): the form starts with it. */
function linkedDate(): string | undefined {
  const date = new URLSearchParams(window.location.search).get('date')
  return isIsoDate(date) ? date : undefined
}

/**
 * "Send an enquiry" on a details page; signed-out visitors are sent to sign in. On a phone, once the button has
 * scrolled out of view (a details page runs to several screens), the same button stays at the bottom of the screen.
 */
export function EnquiryButton({ type, id, name }: { type: EntityType; id: number; name: string }) {
  const { t } = useI18n()
  const { user } = useSession()
  const [open, setOpen] = useState(false)
  const create = trpc.enquiries.create.useMutation()
  const utils = trpc.useUtils()
  const phone = useMediaQuery('(max-width: 48em)')
  const inline = useRef<HTMLButtonElement>(null)
  const [inView, setInView] = useState(true)
  useEffect(() => {
    const button = inline.current
    if (!phone || !button || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true))
    observer.observe(button)
    return () => observer.disconnect()
  }, [phone])
  // The bar covers the bottom of the page: on a phone, the page keeps room for it under its footer.
  useEffect(() => {
    if (!phone) return
    document.body.classList.add('has-sticky-bar')
    return () => document.body.classList.remove('has-sticky-bar')
  }, [phone])
  const start = user ? () => setOpen(true) : () => openLoginDrawer({ lead: t('bookings.send.signIn') })
  const button = (props: { fullWidth?: boolean; testId: string; buttonRef?: typeof inline }) => (
    <Button
      ref={props.buttonRef}
      variant={user ? 'filled' : 'default'}
      fullWidth={props.fullWidth}
      // The phone's bottom bar: a 50 px target (md is 42, under the 44 px of WCAG 2.5.5).
      size={props.fullWidth ? 'lg' : 'sm'}
      leftSection={<IconMail size={18} />}
      onClick={start}
      data-testid={props.testId}
    >
      {t('bookings.send.open')}
    </Button>
  )
  return (
    <>
      {button({ testId: user ? 'enquiry-open' : 'enquiry-signin', buttonRef: inline })}
      {phone && !inView && !open && (
        <Paper
          pos="fixed"
          left={0}
          right={0}
          bottom={0}
          p="sm"
          shadow="md"
          withBorder
          radius={0}
          style={{ zIndex: 150, paddingBottom: 'calc(var(--mantine-spacing-sm) + env(safe-area-inset-bottom))' }}
        >
          {button({ fullWidth: true, testId: 'enquiry-sticky' })}
        </Paper>
      )}
      {open && user && (
        <Suspense fallback={null}>
          <EnquiryForm
            title={t('bookings.send.title', { name })}
            listing={{ type, id }}
            initialDate={linkedDate()}
            onClose={() => setOpen(false)}
            send={async (facts) => {
              await create.mutateAsync({ ...facts, entity_type: type, entity_id: id })
              await utils.enquiries.invalidate()
              return t('bookings.send.sent', { name })
            }}
          />
        </Suspense>
      )}
    </>
  )
}

/** "Send an enquiry to all in this list" on the favourites page. */
export function ListEnquiryButton({
  listId,
  listName,
  count,
  names,
}: {
  listId: number
  listName: string
  count: number
  /** The list's listings' names by `type:id`, to say which were skipped. */
  names: ReadonlyMap<string, string>
}) {
  const { t } = useI18n()
  const skippedText = (skipped: ListEnquiryResult['skipped']) =>
    t('bookings.send.skippedList', {
      count: skipped.length,
      items: skipped
        .map((s) =>
          t('bookings.send.skippedItem', {
            name: names.get(`${s.entity_type}:${s.entity_id}`) ?? `#${s.entity_id}`,
            reason: t(`bookings.send.skipReason.${s.reason}`),
          }),
        )
        .join('; '),
    })
  const [open, setOpen] = useState(false)
  const create = trpc.enquiries.createForList.useMutation()
  const utils = trpc.useUtils()
  if (!count) return null
  return (
    <>
      <Button size="compact-sm" variant="light" leftSection={<IconMail size={16} />} onClick={() => setOpen(true)}>
        {t('bookings.send.openList')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <EnquiryForm
            title={t('bookings.send.titleList', { count, list: listName })}
            onClose={() => setOpen(false)}
            send={async (facts) => {
              const r = await create.mutateAsync({ ...facts, list_id: listId })
              await utils.enquiries.invalidate()
              const sent = t('bookings.send.sentList', { count: r.created.length })
              return r.skipped.length ? `${sent}. ${skippedText(r.skipped)}` : sent
            }}
          />
        </Suspense>
      )}
    </>
  )
}
