import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Menu,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import {
  IconArrowRight,
  IconCopy,
  IconDots,
  IconDotsVertical,
  IconHeart,
  IconPencil,
  IconPlus,
  IconTrash,
  IconWifiOff,
} from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { KIND_PATH } from '../../src/directory/kinds.ts'
import type { Favorite, FavoriteList } from '../../src/favorites/schemas.ts'
import type { Translate } from '../../src/i18n/index.ts'
import { errorText as textOf } from '../app/error-text.ts'
import { useI18n } from '../app/i18n.tsx'
import { FavoriteEnquiryStatus } from '../bookings/common.tsx'
import { ListEnquiryButton } from '../bookings/EnquiryButton.tsx'
import { KIND_ICON } from '../directory/kind-icons.ts'
import { Stars } from '../directory/stars.tsx'
import { SizedAvatar } from '../photos/SizedImage.tsx'
import { IMAGE_BOXES } from '../photos/sized-image.ts'
import { removeFromList } from './actions.tsx'
import { isOffline } from './HeartMenu.tsx'
import { confirmDelete, openCreate, openRename } from './list-dialogs.tsx'
import { errorText, notifyError, notifySuccess } from './notify.ts'
import { favoriteIn, favoritesStore, useFavorites } from './store.ts'

async function moveOrCopy(t: Translate, favorite: Favorite, target: FavoriteList, copy: boolean) {
  try {
    if (copy) {
      await favoritesStore.duplicate({ favorite_id: favorite.id, target_list_id: target.id })
      notifySuccess(t('favorites.copied', { list: target.name }))
    } else {
      await favoritesStore.move({ favorite_id: favorite.id, target_list_id: target.id })
      notifySuccess(t('favorites.moved', { list: target.name }))
    }
  } catch (error) {
    notifyError(errorText(t, error, copy ? 'favorites.errors.updateFailed' : 'favorites.errors.moveFailed'))
  }
}

/** A "Move to" / "Copy to" target; greyed out when that list already holds the item (the server would say 409). */
function TargetItem({ favorite, target, copy }: { favorite: Favorite; target: FavoriteList; copy: boolean }) {
  const { t } = useI18n()
  const holds = Boolean(favoriteIn(target, favorite.entity_type, favorite.entity_id))
  const Icon = copy ? IconCopy : IconArrowRight
  return (
    <Menu.Item
      leftSection={<Icon size={16} />}
      disabled={holds}
      rightSection={
        holds ? (
          <Text size="xs" c="dimmed">
            {t('favorites.page.alreadyHere')}
          </Text>
        ) : undefined
      }
      onClick={() => moveOrCopy(t, favorite, target, copy)}
    >
      {target.name}
    </Menu.Item>
  )
}

function FavoriteRow({ favorite, list, lists }: { favorite: Favorite; list: FavoriteList; lists: FavoriteList[] }) {
  const { t, lp } = useI18n()
  const Icon = KIND_ICON[favorite.entity_type]
  const others = lists.filter((l) => l.id !== list.id)
  const name = favorite.entity?.name ?? t('favorites.page.unavailable')
  const meta = [t(`favorites.page.kind.${favorite.entity_type}`), favorite.entity?.city].filter(Boolean).join(' · ')
  const body = (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <SizedAvatar
        url={favorite.entity?.photo ?? null}
        box={IMAGE_BOXES.listAvatar}
        radius="md"
        size={48}
        color="violet"
        alt=""
      >
        <Icon size={22} />
      </SizedAvatar>
      <div style={{ minWidth: 0 }}>
        <Text className="fav-item-name" fw={600} truncate="end" c={favorite.entity ? undefined : 'dimmed'}>
          {name}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          {meta}
        </Text>
        {favorite.entity && <Stars rating={favorite.entity.rating} count={favorite.entity.review_count} />}
      </div>
    </Group>
  )
  return (
    <Group className="fav-item" justify="space-between" wrap="nowrap" p={6} gap="xs" data-testid="fav-item">
      {favorite.entity ? (
        <Link
          className="fav-item-link"
          to={lp(`/${KIND_PATH[favorite.entity_type]}/${favorite.entity_id}/details`)}
          style={{ flex: 1 }}
        >
          {body}
        </Link>
      ) : (
        <div style={{ flex: 1, minWidth: 0 }}>{body}</div>
      )}
      <FavoriteEnquiryStatus type={favorite.entity_type} id={favorite.entity_id} />
      <Menu position="bottom-end" withinPortal shadow="md" width={240}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('favorites.page.itemActions', { name })}>
            <IconDotsVertical size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('favorites.page.move')}</Menu.Label>
          {others.length === 0 && <Menu.Item disabled>{t('favorites.page.noOtherList')}</Menu.Item>}
          {others.map((target) => (
            <TargetItem key={`m${target.id}`} favorite={favorite} target={target} copy={false} />
          ))}
          {others.length > 0 && (
            <>
              <Menu.Label>{t('favorites.page.duplicate')}</Menu.Label>
              {others.map((target) => (
                <TargetItem key={`c${target.id}`} favorite={favorite} target={target} copy />
              ))}
            </>
          )}
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() =>
              removeFromList(
                t,
                { type: favorite.entity_type, id: favorite.entity_id, name },
                list,
                'favorites.removedFromList',
              )
            }
          >
            {t('favorites.page.remove')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  )
}

function ListCard({ list, lists }: { list: FavoriteList; lists: FavoriteList[] }) {
  const { t } = useI18n()
  const count = list.favorites.length
  return (
    <Paper withBorder radius="lg" p="md" shadow="xs" data-testid="fav-list" aria-label={list.name} component="section">
      <Group justify="space-between" wrap="nowrap" mb="sm" gap="xs">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Title order={2} size="h4" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {list.name}
          </Title>
          <Badge variant="light" color={count ? 'violet' : 'gray'} style={{ flexShrink: 0 }}>
            {t('favorites.page.items', { count })}
          </Badge>
        </Group>
        <Menu position="bottom-end" shadow="md">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('favorites.page.listActions', { list: list.name })}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => openRename(t, list)}>
              {t('favorites.page.rename')}
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => confirmDelete(t, list)}>
              {t('favorites.page.deleteList')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <ListEnquiryButton
        listId={list.id}
        listName={list.name}
        count={count}
        names={new Map(list.favorites.map((f) => [`${f.entity_type}:${f.entity_id}`, f.entity?.name ?? '']))}
      />
      {count === 0 ? (
        <Text size="sm" c="dimmed" py="sm">
          {t('favorites.page.emptyList')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={4} verticalSpacing={4}>
          {list.favorites.map((f) => (
            <FavoriteRow key={f.id} favorite={f} list={list} lists={lists} />
          ))}
        </SimpleGrid>
      )}
    </Paper>
  )
}

function EmptyState() {
  const { t, lp } = useI18n()
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} data-testid="fav-empty">
      <Stack align="center" gap="md" maw={520} mx="auto" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="red">
          <IconHeart size={34} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('favorites.page.emptyTitle')}
        </Title>
        <Text c="dimmed">{t('favorites.page.emptyText')}</Text>
        <Group justify="center" gap="xs">
          <Button component={Link} to={lp('/artists/search')} variant="light">
            {t('favorites.page.browseArtists')}
          </Button>
          <Button component={Link} to={lp('/venues/search')} variant="light">
            {t('favorites.page.browseVenues')}
          </Button>
          <Button component={Link} to={lp('/services/search')} variant="light">
            {t('favorites.page.browseServices')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

/** Whether the browser is offline, following its online and offline events. */
function useOffline(): boolean {
  const [offline, setOffline] = useState(isOffline)
  useEffect(() => {
    const update = () => setOffline(isOffline())
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [])
  return offline
}

export default function FavoritesPage() {
  const { t, lp } = useI18n()
  const fav = useFavorites({ autoload: false })
  const [failed, setFailed] = useState(false)
  const offline = useOffline()

  const userId = fav.user?.id ?? null
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per user (and again when back online), not on every translator change
  useEffect(() => {
    if (!userId) return
    setFailed(false)
    // Offline the lists as last loaded stay, under a notice; they load again once the network is back.
    if (offline) return
    favoritesStore.load(true).catch((error) => {
      setFailed(true)
      if (isOffline()) return
      // docs/product.md §5: loading favourites failing shows 'Error' with the server's status message.
      notifyError(textOf(t, error, t('common.errors.generic')), { title: t('favorites.errors.title') })
    })
  }, [userId, offline])

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-end" mb="lg" gap="md">
        <div>
          <Title order={1}>{t('favorites.page.title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('favorites.page.lead')}
          </Text>
        </div>
        {fav.user && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => openCreate(t)}>
            {t('favorites.page.newList')}
          </Button>
        )}
      </Group>

      {fav.ready && !fav.user ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" ta="center">
            <Text>{t('common.errors.unauthorized')}</Text>
            <Button component={Link} to={lp('/auth/login')}>
              {t('common.nav.signIn')}
            </Button>
          </Stack>
        </Paper>
      ) : offline && fav.lists.length === 0 ? (
        <Alert color="gray" icon={<IconWifiOff size={18} />} data-testid="fav-offline">
          {t('favorites.page.offline')}
        </Alert>
      ) : failed && !fav.loaded ? (
        <Alert color="red" title={t('favorites.errors.title')}>
          <Stack align="flex-start">
            <Text size="sm">{t('favorites.page.loadFailed')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => favoritesStore.load(true).catch(() => {})}>
              {t('common.actions.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : !fav.loaded && !(offline && fav.lists.length) ? (
        <Stack aria-busy="true" aria-label={t('common.actions.loading')}>
          {[0, 1].map((i) => (
            <Paper key={i} withBorder radius="lg" p="md">
              <Skeleton height={22} width="40%" mb="md" />
              <Skeleton height={48} mb={6} />
              <Skeleton height={48} />
            </Paper>
          ))}
        </Stack>
      ) : fav.lists.length === 0 ? (
        <EmptyState />
      ) : (
        <Stack gap="lg">
          {offline && (
            <Alert color="gray" icon={<IconWifiOff size={18} />} data-testid="fav-offline">
              {t('favorites.page.offline')}
            </Alert>
          )}
          {fav.lists.map((list) => (
            <ListCard key={list.id} list={list} lists={fav.lists} />
          ))}
        </Stack>
      )}
    </Container>
  )
}
