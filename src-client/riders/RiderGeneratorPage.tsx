import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  Container,
  CopyButton,
  Grid,
  Group,
  Loader,
  Modal,
  NavLink,
  Paper,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core'
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import {
  IconAlertTriangle,
  IconCheck,
  IconCloudUpload,
  IconCopy,
  IconExternalLink,
  IconFileText,
  IconLink,
  IconLinkOff,
  IconPlus,
  IconPrinter,
  IconTrash,
} from '@tabler/icons-react'
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { Locale } from '../../src/i18n/locales.ts'
import { emptyDoc, type Rider, type RiderDoc } from '../../src/riders/schema.ts'
import { pathFor } from '../../src/routes.ts'
import { useI18n } from '../app/i18n.tsx'
import { modals } from '../app/overlays.tsx'
import { trpc } from '../app/trpc.ts'
import { usePageHead } from '../shell/head.ts'
import { PrintPreview } from './PrintPreview.tsx'
import { BacklineSection } from './sections/BacklineSection.tsx'
import { ContactsSection } from './sections/ContactsSection.tsx'
import { FitSection } from './sections/FitSection.tsx'
import { HospitalitySection } from './sections/HospitalitySection.tsx'
import { InputsSection } from './sections/InputsSection.tsx'
import { LineupSection } from './sections/LineupSection.tsx'
import { MonitorsSection } from './sections/MonitorsSection.tsx'
import { PlotSection } from './sections/PlotSection.tsx'
import { PowerSection } from './sections/PowerSection.tsx'
import { newId } from './sections/rowEditing.tsx'
import { TimesSection } from './sections/TimesSection.tsx'
import { type SaveState, useAutosave } from './useAutosave.ts'

const STATE_COLOR: Record<SaveState, string> = {
  saved: 'teal',
  saving: 'blue',
  unsaved: 'gray',
  error: 'orange',
  conflict: 'red',
}

function SaveBadge({ state }: { state: SaveState }) {
  const { t } = useI18n()
  const icon =
    state === 'saved' ? (
      <IconCheck size={14} />
    ) : state === 'saving' ? (
      <Loader size={10} color="blue" />
    ) : state === 'unsaved' ? (
      <IconCloudUpload size={14} />
    ) : (
      <IconAlertTriangle size={14} />
    )
  return (
    <Badge
      color={STATE_COLOR[state]}
      variant="light"
      leftSection={icon}
      data-testid="save-state"
      data-state={state}
      aria-live="polite"
      size="lg"
      tt="none"
    >
      {t(`riders.state.${state}`)}
    </Badge>
  )
}

function NewRiderModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean
  onClose: () => void
  onCreated: (r: Rider) => void
}) {
  const { t } = useI18n()
  const [name, setName] = useState('')
  const [variant, setVariant] = useState('')
  const create = trpc.riders.create.useMutation()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!name.trim()) return
    const doc: RiderDoc = {
      ...emptyDoc(),
      times: (['getIn', 'soundcheck', 'doors', 'show', 'curfew'] as const).map((k) => ({
        id: newId(),
        label: t(`riders.times.defaults.${k}`),
        time: '',
        minutes: 0,
      })),
    }
    try {
      const r = await create.mutateAsync({ name: name.trim(), variant: variant.trim(), doc })
      setName('')
      setVariant('')
      onCreated(r)
    } catch (err) {
      notifications.show({ color: 'red', message: (err as Error).message })
    }
  }
  return (
    <Modal opened={opened} onClose={onClose} title={t('riders.newRider')}>
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('riders.name')}
            required
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          <TextInput
            label={t('riders.variant')}
            placeholder={t('riders.variantPlaceholder')}
            maxLength={80}
            value={variant}
            onChange={(e) => setVariant(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('riders.actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
              {t('riders.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

function ShareModal({
  rider,
  opened,
  onClose,
  onChanged,
}: {
  rider: Rider
  opened: boolean
  onClose: () => void
  onChanged: () => void
}) {
  const { t } = useI18n()
  const share = trpc.riders.share.useMutation({ onSuccess: onChanged })
  const revoke = trpc.riders.revokeShare.useMutation({
    onSuccess: () => {
      onChanged()
      notifications.show({ color: 'teal', message: t('riders.share.revoked') })
    },
  })
  const token = rider.shareToken
  const url = token ? `${window.location.origin}${pathFor('riderShare', { token })}` : null
  return (
    <Modal opened={opened} onClose={onClose} title={t('riders.share.title')}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('riders.share.help')}
        </Text>
        {url ? (
          <>
            <TextInput
              readOnly
              value={url}
              aria-label={t('riders.share.title')}
              data-testid="share-url"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Group justify="space-between" wrap="wrap">
              <Group gap="xs">
                <CopyButton value={url}>
                  {({ copied, copy }) => (
                    <Button
                      leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                      color={copied ? 'teal' : undefined}
                      onClick={copy}
                    >
                      {copied ? t('riders.share.copied') : t('riders.share.copy')}
                    </Button>
                  )}
                </CopyButton>
                <Button
                  component="a"
                  href={url}
                  target="_blank"
                  rel="noopener"
                  variant="default"
                  leftSection={<IconExternalLink size={16} />}
                >
                  {t('riders.share.open')}
                </Button>
              </Group>
              <Button
                color="red"
                variant="light"
                leftSection={<IconLinkOff size={16} />}
                loading={revoke.isPending}
                onClick={() => revoke.mutate({ id: rider.id })}
              >
                {t('riders.share.revoke')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">{t('riders.share.notShared')}</Text>
            <Button
              leftSection={<IconLink size={16} />}
              loading={share.isPending}
              onClick={() => share.mutate({ id: rider.id })}
              w="fit-content"
            >
              {t('riders.share.create')}
            </Button>
          </>
        )}
      </Stack>
    </Modal>
  )
}

function ArtistSelect({
  value,
  label,
  onChange,
}: {
  value: number | null
  label: string | null
  onChange: (id: number | null) => void
}) {
  const { t } = useI18n()
  const [search, setSearch] = useState('')
  const [q] = useDebouncedValue(search, 250)
  const options = trpc.riders.lookup.useQuery({ kind: 'artist', q: q.slice(0, 80) }, { staleTime: 30_000 })
  const data = (options.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))
  if (value && !data.some((d) => d.value === String(value)))
    data.unshift({ value: String(value), label: label ?? String(value) })
  return (
    <Select
      label={t('riders.artist')}
      placeholder={t('riders.artistPlaceholder')}
      searchable
      clearable
      data={data}
      value={value ? String(value) : null}
      onSearchChange={setSearch}
      filter={({ options: o }) => o}
      onChange={(v) => onChange(v ? Number(v) : null)}
      style={{ flex: '1 1 200px' }}
    />
  )
}

function Editor({
  rider,
  onSaved,
  onDuplicated,
  onDeleted,
  refresh,
}: {
  rider: Rider
  onSaved: (r: Rider) => void
  onDuplicated: (r: Rider) => void
  onDeleted: () => void
  refresh: () => void
}) {
  const { t, formatDate } = useI18n()
  const [draft, setDraft] = useState(rider)
  const draftRef = useRef(draft)
  draftRef.current = draft
  const [tab, setTab] = useState<string | null>('lineup')
  const [printing, setPrinting] = useState(false)
  const [sharing, setSharing] = useState(false)
  const autosave = useAutosave(rider, onSaved)
  const duplicate = trpc.riders.duplicate.useMutation()
  const del = trpc.riders.delete.useMutation()

  // Keep server-owned fields (version, share token, artist name) fresh without touching local edits.
  useEffect(() => {
    setDraft((d) => ({
      ...d,
      version: rider.version,
      shareToken: rider.shareToken,
      shared: rider.shared,
      artistName: rider.artistName,
      updatedAt: rider.updatedAt,
    }))
  }, [rider.version, rider.shareToken, rider.shared, rider.artistName, rider.updatedAt])

  const updateDoc = useCallback(
    (recipe: (doc: RiderDoc) => RiderDoc) => {
      const doc = recipe(draftRef.current.doc)
      draftRef.current = { ...draftRef.current, doc }
      setDraft(draftRef.current)
      autosave.change({ doc })
    },
    [autosave.change],
  )
  const setField = (patch: Partial<Pick<Rider, 'name' | 'variant' | 'artistId' | 'docLocale'>>) => {
    setDraft((d) => ({ ...d, ...patch }))
    const changes = { ...patch }
    if (changes.name !== undefined && !changes.name.trim()) return // a name is required; wait for one
    autosave.change(changes)
  }

  const openDuplicate = () => {
    let variant = draft.variant ? `${draft.variant} (2)` : ''
    modals.openConfirmModal({
      title: t('riders.actions.duplicateTitle'),
      children: (
        <TextInput
          label={t('riders.variant')}
          placeholder={t('riders.variantPlaceholder')}
          defaultValue={variant}
          maxLength={80}
          onChange={(e) => {
            variant = e.currentTarget.value
          }}
          data-autofocus
        />
      ),
      labels: { confirm: t('riders.actions.duplicate'), cancel: t('riders.actions.cancel') },
      onConfirm: async () => {
        await autosave.flush()
        const copy = await duplicate.mutateAsync({
          id: draft.id,
          ...(variant.trim() ? { variant: variant.trim() } : {}),
        })
        notifications.show({ color: 'teal', message: t('riders.actions.duplicated') })
        onDuplicated(copy)
      },
    })
  }
  const openDelete = () =>
    modals.openConfirmModal({
      title: t('riders.actions.deleteTitle'),
      children: <Text size="sm">{t('riders.actions.deleteText')}</Text>,
      labels: { confirm: t('riders.actions.delete'), cancel: t('riders.actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        await del.mutateAsync({ id: draft.id })
        notifications.show({ color: 'teal', message: t('riders.actions.deleted') })
        onDeleted()
      },
    })

  const props = { doc: draft.doc, update: updateDoc }
  const sections = [
    'lineup',
    'inputs',
    'monitors',
    'backline',
    'plot',
    'power',
    'times',
    'hospitality',
    'contacts',
    'fit',
  ] as const
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <SaveBadge state={autosave.state} />
            <Group gap={6} wrap="wrap">
              {autosave.state === 'conflict' && (
                <Button size="xs" color="red" onClick={() => window.location.reload()}>
                  {t('riders.actions.reload')}
                </Button>
              )}
              <Button size="xs" variant="default" leftSection={<IconCopy size={14} />} onClick={openDuplicate}>
                {t('riders.actions.duplicate')}
              </Button>
              <Button
                size="xs"
                variant={draft.shared ? 'light' : 'default'}
                color={draft.shared ? 'teal' : undefined}
                leftSection={<IconLink size={14} />}
                onClick={() => setSharing(true)}
              >
                {t('riders.actions.share')}
              </Button>
              <Button
                size="xs"
                leftSection={<IconPrinter size={14} />}
                onClick={() => {
                  void autosave.flush()
                  setPrinting(true)
                }}
              >
                {t('riders.actions.print')}
              </Button>
              <Tooltip label={t('riders.actions.delete')}>
                <ActionIcon
                  size="md"
                  variant="subtle"
                  color="red"
                  aria-label={t('riders.actions.delete')}
                  onClick={openDelete}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
          <Group wrap="wrap" align="flex-end" gap="sm">
            <TextInput
              label={t('riders.name')}
              required
              maxLength={80}
              value={draft.name}
              onChange={(e) => setField({ name: e.currentTarget.value })}
              error={!draft.name.trim() ? ' ' : undefined}
              style={{ flex: '2 1 200px' }}
            />
            <TextInput
              label={t('riders.variant')}
              placeholder={t('riders.variantPlaceholder')}
              maxLength={80}
              value={draft.variant}
              onChange={(e) => setField({ variant: e.currentTarget.value })}
              style={{ flex: '1 1 160px' }}
            />
            <ArtistSelect
              value={draft.artistId}
              label={draft.artistName}
              onChange={(artistId) => setField({ artistId })}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t('riders.updated', { date: formatDate(draft.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) })} ·
            v{draft.version}
          </Text>
        </Stack>
      </Card>

      <Tabs value={tab} onChange={setTab} keepMounted={false} variant="outline">
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {sections.map((s) => (
            <Tabs.Tab key={s} value={s} style={{ whiteSpace: 'nowrap' }}>
              {t(`riders.sections.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Paper p={{ base: 'xs', sm: 'md' }} withBorder style={{ borderTop: 0 }} radius={0}>
          <Tabs.Panel value="lineup">
            <LineupSection {...props} />
          </Tabs.Panel>
          <Tabs.Panel value="inputs">
            <InputsSection {...props} />
          </Tabs.Panel>
          <Tabs.Panel value="monitors">
            <MonitorsSection {...props} />
          </Tabs.Panel>
          <Tabs.Panel value="backline">
            <BacklineSection {...props} />
          </Tabs.Panel>
          <Tabs.Panel value="plot">
            <PlotSection {...props} />
          </Tabs.Panel>
          <Tabs.Panel value="power">
            <PowerSection {...props} />
          </Tabs.Panel>
          <Tabs.Panel value="times">
            <TimesSection {...props} />
          </Tabs.Panel>
          <Tabs.Panel value="hospitality">
            <HospitalitySection {...props} />
          </Tabs.Panel>
          <Tabs.Panel value="contacts">
            <ContactsSection {...props} />
          </Tabs.Panel>
          <Tabs.Panel value="fit">
            <FitSection riderId={draft.id} version={draft.version} />
          </Tabs.Panel>
        </Paper>
      </Tabs>

      <ShareModal rider={draft} opened={sharing} onClose={() => setSharing(false)} onChanged={refresh} />
      {printing && (
        <PrintPreview
          name={draft.name}
          variant={draft.variant}
          artistName={draft.artistName}
          doc={draft.doc}
          version={draft.version}
          updatedAt={draft.updatedAt}
          locale={draft.docLocale}
          shareUrl={
            draft.shareToken ? `${window.location.origin}${pathFor('riderShare', { token: draft.shareToken })}` : null
          }
          onLocaleChange={(docLocale: Locale) => setField({ docLocale })}
          onClose={() => setPrinting(false)}
        />
      )}
    </Stack>
  )
}

export default function RiderGeneratorPage() {
  const { t, formatDate } = useI18n()
  usePageHead({ title: t('common.pages.riderGenerator') })
  const [params, setParams] = useSearchParams()
  const [creating, setCreating] = useState(false)
  const wide = useMediaQuery('(min-width: 62em)', true)
  const utils = trpc.useUtils()
  const list = trpc.riders.list.useQuery()
  const selectedId = params.get('id')
  const rider = trpc.riders.get.useQuery(
    { id: selectedId ?? '' },
    { enabled: Boolean(selectedId), staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
  )

  const select = useCallback(
    (id: string | null, replace = false) => setParams(id ? { id } : {}, { replace }),
    [setParams],
  )
  useEffect(() => {
    const first = list.data?.[0]
    if (!selectedId && first) select(first.id, true)
  }, [selectedId, list.data, select])

  const onSaved = useCallback(
    (r: Rider) => {
      utils.riders.get.setData({ id: r.id }, (old) =>
        old ? { ...old, version: r.version, updatedAt: r.updatedAt, artistName: r.artistName } : r,
      )
      void utils.riders.list.invalidate()
    },
    [utils],
  )
  const created = (r: Rider) => {
    utils.riders.get.setData({ id: r.id }, r)
    void utils.riders.list.invalidate()
    setCreating(false)
    select(r.id)
  }

  const riderList = (
    <Stack gap={4}>
      {list.data?.map((r) => (
        <NavLink
          key={r.id}
          active={r.id === selectedId}
          label={r.name}
          description={`${r.variant || t('riders.untitledVariant')} · ${formatDate(r.updatedAt)}`}
          leftSection={<IconFileText size={18} />}
          rightSection={r.shared ? <IconLink size={14} aria-hidden /> : undefined}
          onClick={() => select(r.id)}
          variant="light"
          style={{ borderRadius: 8 }}
        />
      ))}
    </Stack>
  )

  return (
    <Container size="xl" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap">
        <Box maw={720}>
          <Title order={1}>{t('common.pages.riderGenerator')}</Title>
          <Text c="dimmed" mt={4}>
            {t('riders.lead')}
          </Text>
        </Box>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          {t('riders.newRider')}
        </Button>
      </Group>

      {list.isLoading ? (
        <Loader />
      ) : !list.data?.length ? (
        <Paper withBorder p="xl" radius="md" ta="center">
          <Stack align="center">
            <IconFileText size={40} stroke={1.2} />
            <Text maw={480}>{t('riders.empty')}</Text>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {t('riders.create')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 3 }}>
            {wide ? (
              <Stack gap="xs">
                <Text fw={600} size="sm" c="dimmed" tt="uppercase">
                  {t('riders.myRiders')}
                </Text>
                {riderList}
              </Stack>
            ) : (
              <Select
                label={t('riders.select')}
                value={selectedId}
                allowDeselect={false}
                data={list.data.map((r) => ({
                  value: r.id,
                  label: `${r.name} — ${r.variant || t('riders.untitledVariant')}`,
                }))}
                onChange={(v) => v && select(v)}
              />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            {rider.data ? (
              <Editor
                key={rider.data.id}
                rider={rider.data}
                onSaved={onSaved}
                onDuplicated={(r) => {
                  utils.riders.get.setData({ id: r.id }, r)
                  void utils.riders.list.invalidate()
                  select(r.id)
                }}
                onDeleted={() => {
                  void utils.riders.list.invalidate()
                  select(null)
                }}
                refresh={() => void utils.riders.get.invalidate({ id: rider.data!.id })}
              />
            ) : rider.error ? (
              <Text c="red">{rider.error.message}</Text>
            ) : (
              <Loader />
            )}
          </Grid.Col>
        </Grid>
      )}
      <NewRiderModal opened={creating} onClose={() => setCreating(false)} onCreated={created} />
    </Container>
  )
}
