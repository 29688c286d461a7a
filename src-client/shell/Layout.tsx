import {
  Anchor,
  AppShell,
  Burger,
  Button,
  Container,
  Group,
  Menu,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconLanguage, IconUserCircle } from '@tabler/icons-react'
import { lazy, Suspense } from 'react'
import { Link, Outlet, useLocation, useNavigate } from 'react-router'
import { ENTITY_TYPES, KIND_PATH } from '../../src/directory/kinds.ts'
import { LOCALE_NAMES, LOCALES, type Locale } from '../../src/i18n/locales.ts'
import { localizePath } from '../../src/routes.ts'
import { useI18n } from '../app/i18n.tsx'
import { useSession } from '../auth/session.tsx'
import { OfflineBanner } from './OfflineBanner.tsx'
import { PageLoader } from './PageLoader.tsx'
import { LoginDrawerHost, PendingFavoriteHost } from './SessionOverlays.tsx'

/** The unread-enquiries envelope: its own chunk, loaded after the first render for signed-in users only. */
const HeaderUnread = lazy(() => import('../bookings/HeaderUnread.tsx'))

const NAV = [
  ...ENTITY_TYPES.map((kind) => ({ to: `/${KIND_PATH[kind]}/search`, key: KIND_PATH[kind] }) as const),
  { to: '/search', key: 'search' },
  { to: '/riderGenerator', key: 'riderGenerator' },
  { to: '/stageWhisperer/manager', key: 'stageWhisperer' },
] as const

function LanguageMenu() {
  const { t, locale, barePath } = useI18n()
  const navigate = useNavigate()
  const { search } = useLocation()
  const choose = (l: Locale) => navigate(`${localizePath(barePath, l)}${search}`)
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="dark" leftSection={<IconLanguage size={18} aria-hidden />} px={8}>
          <VisuallyHidden>{t('common.nav.language')}: </VisuallyHidden>
          {locale.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((l) => (
          <Menu.Item key={l} onClick={() => choose(l)} fw={l === locale ? 700 : 400} lang={l}>
            {LOCALE_NAMES[l]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}

type NavItem = (typeof NAV)[number] | { to: '/favorites'; key: 'favorites' }

/** The main navigation's links: a row in the header, a column in the phone menu. */
function NavButtons({
  items,
  column,
  onNavigate,
}: {
  items: readonly NavItem[]
  column?: boolean
  onNavigate?: () => void
}) {
  const { t, lp, barePath } = useI18n()
  return items.map((item) => {
    const current = barePath.startsWith(item.to.split('/').slice(0, 2).join('/'))
    return (
      <Button
        key={item.to}
        component={Link}
        to={lp(item.to)}
        onClick={onNavigate}
        aria-current={current ? 'page' : undefined}
        variant={current ? 'light' : 'subtle'}
        color={current ? undefined : 'dark'}
        size={column ? 'md' : 'compact-md'}
        fullWidth={column}
        justify={column ? 'flex-start' : undefined}
      >
        {t(`common.nav.${item.key}`)}
      </Button>
    )
  })
}

function AccountButton() {
  const { t, lp } = useI18n()
  const { user } = useSession()
  if (user) {
    return (
      <Button component={Link} to={lp('/account')} variant="light" leftSection={<IconUserCircle size={18} />}>
        {t('common.nav.account')}
      </Button>
    )
  }
  return (
    <Button component={Link} to={lp('/auth/login')}>
      {t('common.nav.signIn')}
    </Button>
  )
}

/** The default layout: header with navigation, main, footer. Responsive down to a 375 px phone. */
export function Layout() {
  const { t, lp } = useI18n()
  const [opened, { toggle, close }] = useDisclosure(false)
  const { user } = useSession()
  const items: readonly NavItem[] = user ? [...NAV, { to: '/favorites', key: 'favorites' }] : NAV
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 280, breakpoint: 'md', collapsed: { desktop: true, mobile: !opened } }}
      padding={0}
    >
      <a href="#main" className="skip-link">
        {t('common.nav.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('common.nav.menu')} />
            <UnstyledButton component={Link} to={lp('/')} onClick={close} aria-label={t('common.brand')}>
              <Group gap={8} wrap="nowrap">
                <img src="/favicon.svg" alt="" width={28} height={28} />
                <Text fw={800} fz="lg" visibleFrom="xs">
                  {t('common.brand')}
                </Text>
              </Group>
            </UnstyledButton>
          </Group>
          <Group gap={4} visibleFrom="md" component="nav" aria-label={t('common.nav.main')} wrap="nowrap">
            <NavButtons items={items} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            {user && (
              <Suspense fallback={null}>
                <HeaderUnread />
              </Suspense>
            )}
            <LanguageMenu />
            <AccountButton />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md" component="nav" aria-label={t('common.nav.menu')}>
        {/* Rendered only while open, so the phone menu never duplicates the header navigation. */}
        {opened && (
          <Stack gap={4}>
            <NavButtons items={items} column onNavigate={close} />
          </Stack>
        )}
      </AppShell.Navbar>
      <AppShell.Main id="main" style={{ minHeight: 'calc(100dvh - 64px)' }}>
        <OfflineBanner />
        <LoginDrawerHost />
        <PendingFavoriteHost />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      {/* Outside <main> so it is the page's contentinfo landmark. */}
      <footer className="site-footer">
        <Container size="xl" py="lg">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {t('common.footer.rights', { year: new Date().getFullYear() })} · {t('common.footer.about')}
            </Text>
            <Anchor component={Link} to={lp('/api-docs')} size="sm">
              {t('common.footer.api')}
            </Anchor>
          </Group>
        </Container>
      </footer>
    </AppShell>
  )
}
