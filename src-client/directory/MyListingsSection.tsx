import {
  Badge,
  Box,
  Button,
  Group,
  Pagination,
  Paper,
  RingProgress,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconCircleCheck, IconPencil, IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { ENTITY_TYPES, type EntityType, KIND_PATH } from '../../src/directory/kinds.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { SizedImage } from '../photos/SizedImage.tsx'
import { IMAGE_BOXES } from '../photos/sized-image.ts'
import { KIND_COLOR, KIND_ICON } from './common.tsx'

type Check = 'photos' | 'description' | 'contacts' | 'price'

/**
 * `/account`: the listings this account keeps (a venue owner's venues; an admin chooses a kind and filters by
 * name), each with how complete it is and a link to edit it. Hidden for accounts that keep none.
 */
export function MyListingsSection() {
  const { t, lp } = useI18n()
  const [type, setType] = useState<EntityType>('venue')
  const [q, setQ] = useState('')
  const [debounced] = useDebouncedValue(q.trim(), 250)
  const [page, setPage] = useState(1)
  const mine = trpc.directory.mine.useQuery(
    { type, q: debounced || undefined, page },
    { placeholderData: (previous) => previous },
  )
  const data = mine.data
  if (!data || (data.scope === 'own' && data.total === 0)) return null
  const all = data.scope === 'all'
  const pages = Math.ceil(data.total / data.limit)

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="my-listings">
      <Stack gap="md" data-testid="my-listings">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id="my-listings">
            {t(all ? 'directory.listings.titleAll' : 'directory.listings.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('directory.listings.count', { count: data.total })}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('directory.listings.intro')}
        </Text>
        {all && (
          <Stack gap="xs">
            <SegmentedControl
              value={type}
              onChange={(value) => {
                setType(value as EntityType)
                setPage(1)
              }}
              data={ENTITY_TYPES.map((kind) => ({ value: kind, label: t(`directory.kinds.${KIND_PATH[kind]}`) }))}
            />
            <TextInput
              leftSection={<IconSearch size={16} aria-hidden />}
              placeholder={t('directory.listings.search')}
              aria-label={t('directory.listings.search')}
              value={q}
              maxLength={100}
              onChange={(e) => {
                setQ(e.currentTarget.value)
                setPage(1)
              }}
            />
          </Stack>
        )}
        {data.items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('directory.listings.empty')}
          </Text>
        ) : (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.items.map((item) => {
              const checks = Object.entries(item.checks) as [Check, boolean][]
              const done = checks.filter(([, ok]) => ok).length
              const Icon = KIND_ICON[item.type]
              return (
                <Box component="li" key={item.id} py="sm" className="my-listing" data-testid="my-listing">
                  <Group wrap="nowrap" gap="sm" align="flex-start">
                    {item.photo ? (
                      <SizedImage
                        url={item.photo}
                        box={IMAGE_BOXES.listThumb}
                        alt=""
                        w={64}
                        h={48}
                        radius="sm"
                        fit="cover"
                      />
                    ) : (
                      <ThemeIcon size={48} w={64} radius="sm" variant="light" color={KIND_COLOR[item.type]} aria-hidden>
                        <Icon size={22} />
                      </ThemeIcon>
                    )}
                    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                      <Text
                        component={Link}
                        to={lp(`/${KIND_PATH[item.type]}/${item.id}/details`)}
                        fw={600}
                        truncate
                        className="directory-card-link"
                      >
                        {item.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {item.city}, {item.country}
                      </Text>
                      <Group gap={6} wrap="wrap">
                        {done === checks.length ? (
                          <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={12} />}>
                            {t('directory.listings.complete')}
                          </Badge>
                        ) : (
                          checks
                            .filter(([, ok]) => !ok)
                            .map(([check]) => (
                              <Badge key={check} color="orange" variant="light" data-testid={`missing-${check}`}>
                                {t(`directory.listings.missing.${check}`)}
                              </Badge>
                            ))
                        )}
                      </Group>
                    </Stack>
                    <RingProgress
                      size={48}
                      thickness={5}
                      roundCaps
                      sections={[
                        { value: (done / checks.length) * 100, color: done === checks.length ? 'teal' : 'orange' },
                      ]}
                      label={
                        <Text ta="center" size="xs" fw={600}>
                          {done}/{checks.length}
                        </Text>
                      }
                      aria-label={t('directory.listings.progress', { done, total: checks.length })}
                      visibleFrom="xs"
                    />
                    <Button
                      component={Link}
                      to={lp(`/${KIND_PATH[item.type]}/${item.id}/edit`)}
                      variant="light"
                      size="xs"
                      leftSection={<IconPencil size={14} />}
                      aria-label={`${t('directory.listings.edit')}: ${item.name}`}
                    >
                      {t('directory.listings.edit')}
                    </Button>
                  </Group>
                </Box>
              )
            })}
          </Stack>
        )}
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
      </Stack>
    </Paper>
  )
}
