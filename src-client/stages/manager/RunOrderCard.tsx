import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconArrowDown, IconArrowUp, IconDownload, IconPlus, IconPrinter, IconTrash } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../src/i18n/locales.ts'
import type { StageView } from '../../../src/stages/protocol.ts'
import {
  parseMinutes,
  RUN_KINDS,
  RUN_LIMITS,
  type RunKind,
  START_MODES,
  type StartMode,
  type Timeline,
} from '../../../src/stages/running-order.ts'
import { errorText } from '../../app/error-text.ts'
import { useI18n } from '../../app/i18n.tsx'
import { modals } from '../../app/overlays.tsx'
import { trpc } from '../../app/trpc.ts'
import { clockAt } from '../RunOrderScreen.tsx'
import { RunOrderPrint } from './RunOrderPrint.tsx'
import { RunOrderWarnings } from './RunOrderWarnings.tsx'
import { type Draft, type DraftItem, newKey, toDraft, toInput } from './runorder-draft.ts'

/** The running order editor: date, items (add, edit, reorder, remove), save, fill from bookings and print. */
export function RunOrderCard({ stage, tl }: { stage: StageView; tl: Timeline | null }) {
  const { t, locale, lp } = useI18n()
  const order = stage.runOrder ?? null
  const [draft, setDraft] = useState<Draft>(() => toDraft(order, locale as Locale))
  const [dirty, setDirty] = useState(false)
  const [printing, setPrinting] = useState<Locale | null>(null)
  const save = trpc.runOrder.save.useMutation()
  const fill = trpc.runOrder.fill.useMutation()
  const serverKey = order ? `${order.updated_at}|${order.items.map((i) => i.id).join(',')}` : ''
  // Someone else's change (another manager, a live reorder) shows at once unless this draft has unsaved edits.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the server copy when it changes
  useEffect(() => {
    if (!dirty) setDraft(toDraft(order, locale as Locale))
  }, [serverKey])

  const change = (fn: (d: Draft) => Draft) => {
    setDraft(fn)
    setDirty(true)
  }
  const setItem = (key: string, patch: Partial<DraftItem>) =>
    change((d) => ({ ...d, items: d.items.map((i) => (i.key === key ? { ...i, ...patch } : i)) }))
  const move = (index: number, by: number) =>
    change((d) => {
      const items = [...d.items]
      const [it] = items.splice(index, 1)
      items.splice(index + by, 0, it!)
      return { ...d, items }
    })
  const add = () =>
    change((d) => ({
      ...d,
      items: [
        ...d.items,
        {
          key: newKey(),
          title: '',
          kind: 'act',
          planned: '',
          duration: 30,
          mode: d.items.length ? 'after' : 'manual',
          notes: '',
          artist_id: null,
          rider_id: null,
          skipped: false,
        },
      ],
    }))

  const badTime = (i: DraftItem) => i.planned.trim() !== '' && parseMinutes(i.planned) === null
  const invalid = draft.items.some(
    (i) => !i.title.trim() || badTime(i) || (i.mode === 'scheduled' && !i.planned.trim()),
  )

  const submit = async () => {
    try {
      // The saved copy (with the new items' ids) becomes the draft: the socket's copy may have come first.
      const saved = await save.mutateAsync({ id: stage.id, order: toInput(draft) })
      setDraft(toDraft(saved.runOrder, locale as Locale))
      setDirty(false)
      notifications.show({ color: 'teal', message: t('runorder.saved'), autoClose: 2000 })
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(t, error, t('stages.errors.generic')), autoClose: 4000 })
    }
  }
  const fillFromBookings = () =>
    modals.openConfirmModal({
      title: t('runorder.fillAction'),
      children: <Text size="sm">{t('runorder.fillConfirm', { date: draft.date })}</Text>,
      labels: { confirm: t('runorder.fillAction'), cancel: t('stages.cancel') },
      onConfirm: async () => {
        try {
          const filled = await fill.mutateAsync({
            id: stage.id,
            head: { date: draft.date, timezone: draft.timezone, language: draft.language },
          })
          setDraft(toDraft(filled.runOrder, locale as Locale))
          setDirty(false)
          // What the bookings made that does not fit is listed in the editor; the note points there.
          notifications.show(
            filled.warnings.length
              ? { color: 'yellow', message: t('runorder.filledWithWarnings'), autoClose: 6000 }
              : { color: 'teal', message: t('runorder.filled'), autoClose: 2000 },
          )
        } catch (error) {
          notifications.show({
            color: 'red',
            message: errorText(t, error, t('stages.errors.generic')),
            autoClose: 4000,
          })
        }
      },
    })

  const kindData = RUN_KINDS.map((k) => ({ value: k, label: t(`runorder.kinds.${k}`) }))
  const modeData = START_MODES.map((m) => ({ value: m, label: t(`runorder.modes.${m}`) }))
  const timelineOf = (id?: string) => (id && tl ? tl.items.find((x) => x.id === id) : undefined)

  return (
    <Card withBorder padding="md" data-testid="runorder-card">
      <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
        <div>
          <Title order={2} fz="lg">
            {t('runorder.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('runorder.lead')}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} />}
            onClick={fillFromBookings}
            loading={fill.isPending}
          >
            {t('runorder.fillAction')}
          </Button>
          {order && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPrinter size={14} />}
              onClick={() => setPrinting(draft.language)}
            >
              {t('runorder.printAction')}
            </Button>
          )}
        </Group>
      </Group>
      <Group gap="xs" wrap="wrap" mb="sm" align="flex-end">
        <TextInput
          type="date"
          label={t('runorder.date')}
          value={draft.date}
          onChange={(e) => {
            const v = e.currentTarget.value
            change((d) => ({ ...d, date: v }))
          }}
          w={160}
          data-testid="runorder-date"
        />
        <TextInput
          label={t('runorder.timezone')}
          value={draft.timezone}
          onChange={(e) => {
            const v = e.currentTarget.value
            change((d) => ({ ...d, timezone: v }))
          }}
          maxLength={64}
          w={180}
        />
        <Select
          label={t('runorder.language')}
          value={draft.language}
          allowDeselect={false}
          onChange={(v) => v && change((d) => ({ ...d, language: v as Locale }))}
          data={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
          w={140}
        />
      </Group>
      <RunOrderWarnings draft={draft} live={order?.live} />
      <Stack gap="xs" data-testid="runorder-items">
        {draft.items.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('runorder.empty')}
          </Text>
        )}
        {draft.items.map((item, index) => {
          const x = timelineOf(item.id)
          // Late or early against the plan; a show run on another day than its date (a rehearsal) shows none.
          const delayMin = x && Math.abs(x.delay_ms) < 12 * 3600_000 ? Math.round(x.delay_ms / 60_000) : 0
          return (
            <Paper
              key={item.key}
              withBorder
              p="xs"
              radius="md"
              data-testid="runorder-item"
              data-state={x?.state ?? 'draft'}
              bg={x?.state === 'current' ? 'var(--mantine-color-teal-light)' : undefined}
              opacity={item.skipped ? 0.55 : 1}
            >
              <Group gap="xs" wrap="wrap" align="flex-end">
                <TextInput
                  label={t('runorder.itemTitle')}
                  value={item.title}
                  maxLength={RUN_LIMITS.titleChars}
                  onChange={(e) => setItem(item.key, { title: e.currentTarget.value })}
                  style={{ flex: '1 1 180px' }}
                  error={!item.title.trim() && dirty ? ' ' : undefined}
                  data-testid="runorder-item-title"
                />
                <Select
                  label={t('runorder.kind')}
                  value={item.kind}
                  allowDeselect={false}
                  data={kindData}
                  onChange={(v) => v && setItem(item.key, { kind: v as RunKind })}
                  w={150}
                />
                <TextInput
                  label={t('runorder.plannedStart')}
                  placeholder="HH:MM"
                  title={t('runorder.plannedStartHint')}
                  value={item.planned}
                  onChange={(e) => setItem(item.key, { planned: e.currentTarget.value })}
                  error={badTime(item) ? t('runorder.errors.time') : undefined}
                  w={110}
                  data-testid="runorder-item-planned"
                />
                <NumberInput
                  label={t('runorder.duration')}
                  value={item.duration}
                  min={0}
                  max={RUN_LIMITS.durationMin}
                  clampBehavior="strict"
                  allowDecimal={false}
                  onChange={(v) => setItem(item.key, { duration: typeof v === 'number' ? v : 0 })}
                  w={90}
                  data-testid="runorder-item-duration"
                />
                <Select
                  label={t('runorder.startMode')}
                  value={item.mode}
                  allowDeselect={false}
                  data={modeData}
                  onChange={(v) => v && setItem(item.key, { mode: v as StartMode })}
                  w={220}
                />
                <Group gap={4}>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t('runorder.moveUp')}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t('runorder.moveDown')}
                    disabled={index === draft.items.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    color="red"
                    size="lg"
                    aria-label={t('runorder.remove')}
                    onClick={() => change((d) => ({ ...d, items: d.items.filter((i) => i.key !== item.key) }))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
              <Group gap="xs" mt={6} wrap="wrap" align="center">
                <Textarea
                  aria-label={t('runorder.notes')}
                  placeholder={t('runorder.notes')}
                  value={item.notes}
                  maxLength={RUN_LIMITS.notesChars}
                  autosize
                  minRows={1}
                  maxRows={4}
                  onChange={(e) => setItem(item.key, { notes: e.currentTarget.value })}
                  style={{ flex: '1 1 200px' }}
                />
                {item.artist_id !== null && (
                  <Anchor
                    component={Link}
                    to={lp(`/artists/${item.artist_id}/details`)}
                    target="_blank"
                    size="sm"
                    data-testid="runorder-item-artist"
                  >
                    {t('runorder.artistPage')}
                  </Anchor>
                )}
                {x && order && (
                  <Group gap={6} data-testid="runorder-item-times">
                    {x.anchored && (
                      <Badge variant="default" title={t('runorder.planned')}>
                        {t('runorder.planned')} {clockAt(x.planned_start_ms, locale, order.timezone)}
                      </Badge>
                    )}
                    <Badge
                      variant="light"
                      color={delayMin > 0 ? 'red' : delayMin < 0 ? 'teal' : 'gray'}
                      title={t('runorder.expected')}
                      data-testid="runorder-item-expected"
                    >
                      {t('runorder.expected')} {clockAt(x.expected_start_ms, locale, order.timezone)}
                      {delayMin > 0
                        ? ` ${t('runorder.late', { min: delayMin })}`
                        : delayMin < 0
                          ? ` ${t('runorder.early', { min: -delayMin })}`
                          : ''}
                    </Badge>
                    {item.skipped && <Badge color="gray">{t('runorder.skipped')}</Badge>}
                  </Group>
                )}
              </Group>
            </Paper>
          )
        })}
      </Stack>
      <Group justify="space-between" mt="sm" wrap="wrap" gap="xs">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={add}
          disabled={draft.items.length >= RUN_LIMITS.items}
          data-testid="runorder-add"
        >
          {t('runorder.addItem')}
        </Button>
        <Group gap="xs">
          {dirty && (
            <Text size="sm" c="orange">
              {t('runorder.unsaved')}
            </Text>
          )}
          <Button onClick={submit} loading={save.isPending} disabled={invalid} data-testid="runorder-save">
            {t('runorder.save')}
          </Button>
        </Group>
      </Group>
      {printing && order && (
        <RunOrderPrint
          stageName={stage.name}
          order={order}
          locale={printing}
          onLocaleChange={setPrinting}
          onClose={() => setPrinting(null)}
        />
      )}
    </Card>
  )
}
