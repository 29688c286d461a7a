import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash, IconWand } from '@tabler/icons-react'
import { type ReactNode, useState } from 'react'
import { generateInputList } from '../../src/riders/inputs.ts'
import { DEFAULT_SIZE, suggestPlot } from '../../src/riders/plot.ts'
import {
  INSTRUMENTS,
  LIMITS,
  MONITOR_TYPES,
  PLOT_KINDS,
  type PlotKind,
  PROVIDERS,
  type RiderDoc,
  STANDS,
  VOCALS,
} from '../../src/riders/schema.ts'
import { useI18n } from '../app/i18n.tsx'
import { modals } from '../app/overlays.tsx'
import { plotLabels } from './RiderDocument.tsx'
import { StagePlot } from './StagePlot.tsx'

export const newId = () => Math.random().toString(36).slice(2, 12)

type Update = (recipe: (doc: RiderDoc) => RiderDoc) => void
export interface SectionProps {
  doc: RiderDoc
  update: Update
}

/** Moves, removes and adds rows of one list of the document. */
function rowTools<K extends keyof RiderDoc>(update: Update, key: K) {
  type Row = RiderDoc[K] extends (infer R)[] ? R : never
  const set = (fn: (rows: Row[]) => Row[]) => update((d) => ({ ...d, [key]: fn(d[key] as Row[]) }))
  return {
    patch: (i: number, p: Partial<Row>) =>
      set((rows) => rows.map((r, j) => (j === i ? ({ ...(r as object), ...p } as Row) : r))),
    remove: (i: number) => set((rows) => rows.filter((_, j) => j !== i)),
    move: (i: number, by: number) =>
      set((rows) => {
        const j = i + by
        if (j < 0 || j >= rows.length) return rows
        const copy = [...rows]
        ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
        return copy
      }),
    add: (row: Row) => set((rows) => [...rows, row]),
  }
}

function RowActions({
  i,
  n,
  move,
  remove,
}: {
  i: number
  n: number
  move: (i: number, by: number) => void
  remove: (i: number) => void
}) {
  const { t } = useI18n()
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('riders.actions.moveUp')}
        disabled={i === 0}
        onClick={() => move(i, -1)}
      >
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('riders.actions.moveDown')}
        disabled={i === n - 1}
        onClick={() => move(i, 1)}
      >
        <IconArrowDown size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={t('riders.actions.remove')} onClick={() => remove(i)}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  )
}

function EditTable({ head, children, minWidth = 640 }: { head: ReactNode[]; children: ReactNode; minWidth?: number }) {
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table miw={minWidth} verticalSpacing={4} horizontalSpacing={6} striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {head.map((h, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed header
              <Table.Th key={i}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </ScrollArea>
  )
}

function AddButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onClick} disabled={disabled} w="fit-content">
      {label}
    </Button>
  )
}

export function LineupSection({ doc, update }: SectionProps) {
  const { t } = useI18n()
  const rows = rowTools(update, 'members')
  const instrumentOptions = INSTRUMENTS.map((k) => ({ value: k, label: t(`riders.instruments.${k}`) }))
  return (
    <Stack>
      {doc.members.length === 0 && <Text c="dimmed">{t('riders.lineup.emptyHint')}</Text>}
      {doc.members.map((m, i) => (
        <Paper key={m.id} withBorder p="sm" radius="md" data-testid="member">
          <Group align="flex-end" wrap="wrap" gap="sm">
            <TextInput
              label={t('riders.lineup.member')}
              value={m.name}
              maxLength={LIMITS.shortText}
              onChange={(e) => rows.patch(i, { name: e.currentTarget.value })}
              style={{ flex: '1 1 160px' }}
            />
            <Select
              label={t('riders.lineup.vocals')}
              value={m.vocals}
              allowDeselect={false}
              data={VOCALS.map((v) => ({ value: v, label: t(`riders.vocals.${v}`) }))}
              onChange={(v) => v && rows.patch(i, { vocals: v as (typeof VOCALS)[number] })}
              style={{ flex: '1 1 140px' }}
            />
            <RowActions i={i} n={doc.members.length} move={rows.move} remove={rows.remove} />
          </Group>
          <Text size="sm" fw={500} mt="sm" mb={4}>
            {t('riders.lineup.instruments')}
          </Text>
          <Stack gap={6}>
            {m.instruments.map((inst, j) => (
              <Group key={inst.id} gap="xs" wrap="nowrap">
                <Select
                  aria-label={t('riders.lineup.instruments')}
                  value={inst.kind}
                  allowDeselect={false}
                  searchable
                  data={instrumentOptions}
                  onChange={(v) =>
                    v &&
                    rows.patch(i, {
                      instruments: m.instruments.map((x, k) =>
                        k === j ? { ...x, kind: v as (typeof INSTRUMENTS)[number] } : x,
                      ),
                    })
                  }
                  style={{ flex: 1 }}
                />
                <TextInput
                  aria-label={t('riders.lineup.label')}
                  placeholder={t('riders.lineup.label')}
                  value={inst.label}
                  maxLength={LIMITS.shortText}
                  onChange={(e) =>
                    rows.patch(i, {
                      instruments: m.instruments.map((x, k) => (k === j ? { ...x, label: e.currentTarget.value } : x)),
                    })
                  }
                  style={{ flex: 1 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('riders.actions.remove')}
                  onClick={() => rows.patch(i, { instruments: m.instruments.filter((_, k) => k !== j) })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              w="fit-content"
              disabled={m.instruments.length >= LIMITS.instrumentsPerMember}
              onClick={() =>
                rows.patch(i, { instruments: [...m.instruments, { id: newId(), kind: 'electricGuitar', label: '' }] })
              }
            >
              {t('riders.lineup.addInstrument')}
            </Button>
          </Stack>
        </Paper>
      ))}
      <AddButton
        label={t('riders.lineup.add')}
        disabled={doc.members.length >= LIMITS.members}
        onClick={() => rows.add({ id: newId(), name: '', instruments: [], vocals: 'none' })}
      />
    </Stack>
  )
}

export function InputsSection({ doc, update }: SectionProps) {
  const { t } = useI18n()
  const rows = rowTools(update, 'inputs')
  const generate = () => {
    const apply = () => {
      const inputs = generateInputList(doc.members)
      update((d) => ({ ...d, inputs }))
      notifications.show({ color: 'teal', message: t('riders.inputs.generated', { count: inputs.length }) })
    }
    if (doc.inputs.length === 0) return apply()
    modals.openConfirmModal({
      title: t('riders.inputs.regenerateTitle'),
      children: <Text size="sm">{t('riders.inputs.regenerateText')}</Text>,
      labels: { confirm: t('riders.actions.confirm'), cancel: t('riders.actions.cancel') },
      onConfirm: apply,
    })
  }
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Button leftSection={<IconWand size={16} />} onClick={generate} disabled={doc.members.length === 0}>
          {t('riders.inputs.generate')}
        </Button>
        <Badge variant="light" size="lg" data-testid="input-count">
          {t('riders.inputs.count', { n: doc.inputs.length, max: LIMITS.inputs })}
        </Badge>
      </Group>
      {doc.inputs.length === 0 ? (
        <Text c="dimmed">{t('riders.inputs.emptyHint')}</Text>
      ) : (
        <EditTable
          minWidth={760}
          head={[
            t('riders.inputs.channel'),
            t('riders.inputs.source'),
            t('riders.inputs.mic'),
            t('riders.inputs.phantom'),
            t('riders.inputs.stand'),
            t('riders.inputs.note'),
            '',
          ]}
        >
          {doc.inputs.map((r, i) => (
            <Table.Tr key={r.id} data-testid="input-row">
              <Table.Td fw={600} ta="center">
                {i + 1}
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`${t('riders.inputs.source')} ${i + 1}`}
                  size="xs"
                  value={r.source}
                  maxLength={80}
                  onChange={(e) => rows.patch(i, { source: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`${t('riders.inputs.mic')} ${i + 1}`}
                  size="xs"
                  value={r.mic}
                  maxLength={80}
                  onChange={(e) => rows.patch(i, { mic: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td ta="center">
                <Checkbox
                  aria-label={`${t('riders.inputs.phantom')} ${i + 1}`}
                  checked={r.phantom}
                  onChange={(e) => rows.patch(i, { phantom: e.currentTarget.checked })}
                />
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={`${t('riders.inputs.stand')} ${i + 1}`}
                  size="xs"
                  value={r.stand}
                  allowDeselect={false}
                  data={STANDS.map((s) => ({ value: s, label: t(`riders.stands.${s}`) }))}
                  onChange={(v) => v && rows.patch(i, { stand: v as (typeof STANDS)[number] })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`${t('riders.inputs.note')} ${i + 1}`}
                  size="xs"
                  value={r.note}
                  maxLength={80}
                  onChange={(e) => rows.patch(i, { note: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <RowActions i={i} n={doc.inputs.length} move={rows.move} remove={rows.remove} />
              </Table.Td>
            </Table.Tr>
          ))}
        </EditTable>
      )}
      <AddButton
        label={t('riders.inputs.add')}
        disabled={doc.inputs.length >= LIMITS.inputs}
        onClick={() =>
          rows.add({ id: newId(), source: '', mic: '', phantom: false, stand: 'none', note: '', memberId: null })
        }
      />
    </Stack>
  )
}

export function MonitorsSection({ doc, update }: SectionProps) {
  const { t } = useI18n()
  const rows = rowTools(update, 'monitors')
  return (
    <Stack>
      {doc.monitors.length > 0 && (
        <EditTable
          head={[
            '#',
            t('riders.monitors.name'),
            t('riders.monitors.type'),
            t('riders.monitors.stereo'),
            t('riders.monitors.mix'),
            '',
          ]}
        >
          {doc.monitors.map((m, i) => (
            <Table.Tr key={m.id}>
              <Table.Td ta="center">{i + 1}</Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={t('riders.monitors.name')}
                  size="xs"
                  value={m.name}
                  maxLength={80}
                  onChange={(e) => rows.patch(i, { name: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={t('riders.monitors.type')}
                  size="xs"
                  value={m.type}
                  allowDeselect={false}
                  data={MONITOR_TYPES.map((s) => ({ value: s, label: t(`riders.monitors.types.${s}`) }))}
                  onChange={(v) => v && rows.patch(i, { type: v as (typeof MONITOR_TYPES)[number] })}
                />
              </Table.Td>
              <Table.Td ta="center">
                <Checkbox
                  aria-label={t('riders.monitors.stereo')}
                  checked={m.stereo}
                  onChange={(e) => rows.patch(i, { stereo: e.currentTarget.checked })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={t('riders.monitors.mix')}
                  size="xs"
                  value={m.mix}
                  maxLength={200}
                  onChange={(e) => rows.patch(i, { mix: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <RowActions i={i} n={doc.monitors.length} move={rows.move} remove={rows.remove} />
              </Table.Td>
            </Table.Tr>
          ))}
        </EditTable>
      )}
      <AddButton
        label={t('riders.monitors.add')}
        disabled={doc.monitors.length >= LIMITS.monitors}
        onClick={() => rows.add({ id: newId(), name: '', type: 'wedge', stereo: false, mix: '' })}
      />
    </Stack>
  )
}

export function BacklineSection({ doc, update }: SectionProps) {
  const { t } = useI18n()
  const rows = rowTools(update, 'backline')
  return (
    <Stack>
      {doc.backline.length > 0 && (
        <EditTable
          head={[
            t('riders.backline.qty'),
            t('riders.backline.item'),
            t('riders.backline.providedBy'),
            t('riders.backline.note'),
            '',
          ]}
        >
          {doc.backline.map((b, i) => (
            <Table.Tr key={b.id}>
              <Table.Td w={80}>
                <NumberInput
                  aria-label={t('riders.backline.qty')}
                  size="xs"
                  min={1}
                  max={99}
                  value={b.qty}
                  onChange={(v) => rows.patch(i, { qty: Math.max(1, Math.min(99, Number(v) || 1)) })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={t('riders.backline.item')}
                  size="xs"
                  value={b.item}
                  maxLength={80}
                  onChange={(e) => rows.patch(i, { item: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={t('riders.backline.providedBy')}
                  size="xs"
                  value={b.providedBy}
                  allowDeselect={false}
                  data={PROVIDERS.map((s) => ({ value: s, label: t(`riders.backline.providers.${s}`) }))}
                  onChange={(v) => v && rows.patch(i, { providedBy: v as (typeof PROVIDERS)[number] })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={t('riders.backline.note')}
                  size="xs"
                  value={b.note}
                  maxLength={80}
                  onChange={(e) => rows.patch(i, { note: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <RowActions i={i} n={doc.backline.length} move={rows.move} remove={rows.remove} />
              </Table.Td>
            </Table.Tr>
          ))}
        </EditTable>
      )}
      <AddButton
        label={t('riders.backline.add')}
        disabled={doc.backline.length >= LIMITS.backline}
        onClick={() => rows.add({ id: newId(), item: '', qty: 1, providedBy: 'venue', note: '' })}
      />
    </Stack>
  )
}

export function PlotSection({ doc, update }: SectionProps) {
  const { t } = useI18n()
  const [selected, setSelected] = useState<string | null>(null)
  const item = doc.plot.items.find((i) => i.id === selected) ?? null
  const setItems = (items: RiderDoc['plot']['items']) => update((d) => ({ ...d, plot: { ...d.plot, items } }))
  const add = (kind: PlotKind) => {
    const size = DEFAULT_SIZE[kind]
    const id = newId()
    const x = Math.max(0, Math.round(((doc.plot.width - size.w) / 2) * 4) / 4)
    const y = Math.max(0, Math.round(((doc.plot.depth - size.h) / 2) * 4) / 4)
    setItems([...doc.plot.items, { id, kind, label: '', x, y, ...size }])
    setSelected(id)
  }
  const dim = (key: 'width' | 'depth', v: number) =>
    update((d) => {
      const plot = { ...d.plot, [key]: Math.max(1, Math.min(40, v)) }
      return {
        ...d,
        plot: {
          ...plot,
          items: plot.items.map((i) => ({
            ...i,
            x: Math.min(i.x, Math.max(0, plot.width - i.w)),
            y: Math.min(i.y, Math.max(0, plot.depth - i.h)),
          })),
        },
      }
    })
  return (
    <Stack>
      <Group wrap="wrap" align="flex-end">
        <NumberInput
          label={t('riders.plot.width')}
          min={1}
          max={40}
          step={0.5}
          decimalScale={2}
          value={doc.plot.width}
          onChange={(v) => dim('width', Number(v) || 1)}
          w={150}
        />
        <NumberInput
          label={t('riders.plot.depth')}
          min={1}
          max={40}
          step={0.5}
          decimalScale={2}
          value={doc.plot.depth}
          onChange={(v) => dim('depth', Number(v) || 1)}
          w={150}
        />
        <Button
          variant="light"
          leftSection={<IconWand size={16} />}
          disabled={doc.members.length === 0}
          onClick={() => setItems(suggestPlot(doc.members, doc.plot.width, doc.plot.depth))}
        >
          {t('riders.plot.fromLineup')}
        </Button>
      </Group>
      <Group gap={6} wrap="wrap" aria-label={t('riders.plot.add')} role="group">
        {PLOT_KINDS.map((k) => (
          <Button
            key={k}
            size="compact-sm"
            variant="default"
            leftSection={<IconPlus size={14} />}
            onClick={() => add(k)}
            disabled={doc.plot.items.length >= LIMITS.plotItems}
          >
            {t(`riders.plot.kinds.${k}`)}
          </Button>
        ))}
      </Group>
      <Text size="sm" c="dimmed">
        {t('riders.plot.help')}
      </Text>
      <Paper withBorder p={4} radius="md" data-testid="plot-editor">
        <StagePlot
          plot={doc.plot}
          labels={plotLabels(t)}
          onChange={setItems}
          selectedId={selected}
          onSelect={setSelected}
          title={t('riders.sections.plot')}
        />
      </Paper>
      {item && (
        <Group wrap="wrap" align="flex-end">
          <TextInput
            label={t('riders.plot.label')}
            value={item.label}
            maxLength={80}
            onChange={(e) => {
              const label = e.currentTarget.value
              setItems(doc.plot.items.map((i) => (i.id === item.id ? { ...i, label } : i)))
            }}
            style={{ flex: '1 1 180px' }}
          />
          <NumberInput
            label={t('riders.plot.itemWidth')}
            min={0.25}
            max={doc.plot.width}
            step={0.25}
            decimalScale={2}
            value={item.w}
            w={120}
            onChange={(v) =>
              setItems(
                doc.plot.items.map((i) =>
                  i.id === item.id ? { ...i, w: Math.max(0.25, Math.min(doc.plot.width - i.x, Number(v) || 0.25)) } : i,
                ),
              )
            }
          />
          <NumberInput
            label={t('riders.plot.itemDepth')}
            min={0.25}
            max={doc.plot.depth}
            step={0.25}
            decimalScale={2}
            value={item.h}
            w={120}
            onChange={(v) =>
              setItems(
                doc.plot.items.map((i) =>
                  i.id === item.id ? { ...i, h: Math.max(0.25, Math.min(doc.plot.depth - i.y, Number(v) || 0.25)) } : i,
                ),
              )
            }
          />
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            onClick={() => {
              setItems(doc.plot.items.filter((i) => i.id !== item.id))
              setSelected(null)
            }}
          >
            {t('riders.plot.removeItem')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}

export function PowerSection({ doc, update }: SectionProps) {
  const { t } = useI18n()
  const set = (fn: (c: RiderDoc['power']['circuits']) => RiderDoc['power']['circuits']) =>
    update((d) => ({ ...d, power: { ...d.power, circuits: fn(d.power.circuits) } }))
  const total = doc.power.circuits.reduce((s, c) => s + c.amps * (c.phases === 3 ? 3 : 1), 0)
  const req = (p: Partial<RiderDoc['requirements']>) =>
    update((d) => ({ ...d, requirements: { ...d.requirements, ...p } }))
  return (
    <Stack>
      <Text fw={600}>{t('riders.power.requirements')}</Text>
      <Group wrap="wrap">
        <Switch
          label={t('riders.power.pa')}
          checked={doc.requirements.pa}
          onChange={(e) => req({ pa: e.currentTarget.checked })}
        />
        <Switch
          label={t('riders.power.lighting')}
          checked={doc.requirements.lighting}
          onChange={(e) => req({ lighting: e.currentTarget.checked })}
        />
        <NumberInput
          label={t('riders.power.stageHeight')}
          min={0}
          max={5}
          step={0.1}
          decimalScale={2}
          w={220}
          value={doc.requirements.stageHeight}
          onChange={(v) => req({ stageHeight: Math.max(0, Math.min(5, Number(v) || 0)) })}
        />
      </Group>
      <Group justify="space-between">
        <Text fw={600}>{t('riders.power.circuits')}</Text>
        <Badge variant="light">{t('riders.power.total', { amps: total })}</Badge>
      </Group>
      {doc.power.circuits.length > 0 && (
        <EditTable
          minWidth={520}
          head={[
            t('riders.power.location'),
            t('riders.power.amps'),
            t('riders.power.volts'),
            t('riders.power.phases'),
            '',
          ]}
        >
          {doc.power.circuits.map((c, i) => (
            <Table.Tr key={c.id}>
              <Table.Td>
                <TextInput
                  aria-label={t('riders.power.location')}
                  size="xs"
                  value={c.location}
                  maxLength={80}
                  onChange={(e) => {
                    const location = e.currentTarget.value
                    set((cs) => cs.map((x, j) => (j === i ? { ...x, location } : x)))
                  }}
                />
              </Table.Td>
              <Table.Td w={100}>
                <NumberInput
                  aria-label={t('riders.power.amps')}
                  size="xs"
                  min={1}
                  max={400}
                  value={c.amps}
                  onChange={(v) =>
                    set((cs) =>
                      cs.map((x, j) =>
                        j === i ? { ...x, amps: Math.max(1, Math.min(400, Math.round(Number(v) || 1))) } : x,
                      ),
                    )
                  }
                />
              </Table.Td>
              <Table.Td w={110}>
                <Select
                  aria-label={t('riders.power.volts')}
                  size="xs"
                  allowDeselect={false}
                  value={String(c.volts)}
                  data={['120', '230', '400']}
                  onChange={(v) => v && set((cs) => cs.map((x, j) => (j === i ? { ...x, volts: Number(v) } : x)))}
                />
              </Table.Td>
              <Table.Td w={90}>
                <Select
                  aria-label={t('riders.power.phases')}
                  size="xs"
                  allowDeselect={false}
                  value={String(c.phases)}
                  data={['1', '3']}
                  onChange={(v) =>
                    v && set((cs) => cs.map((x, j) => (j === i ? { ...x, phases: v === '3' ? 3 : 1 } : x)))
                  }
                />
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('riders.actions.remove')}
                  onClick={() => set((cs) => cs.filter((_, j) => j !== i))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </EditTable>
      )}
      <AddButton
        label={t('riders.power.add')}
        disabled={doc.power.circuits.length >= LIMITS.circuits}
        onClick={() => set((cs) => [...cs, { id: newId(), location: '', amps: 16, volts: 230, phases: 1 }])}
      />
      <Textarea
        label={t('riders.power.note')}
        autosize
        minRows={2}
        maxLength={200}
        value={doc.power.note}
        onChange={(e) => {
          const note = e.currentTarget.value
          update((d) => ({ ...d, power: { ...d.power, note } }))
        }}
      />
    </Stack>
  )
}

export function TimesSection({ doc, update }: SectionProps) {
  const { t } = useI18n()
  const rows = rowTools(update, 'times')
  return (
    <Stack>
      {doc.times.length > 0 && (
        <EditTable
          minWidth={480}
          head={[t('riders.times.label'), t('riders.times.time'), t('riders.times.minutes'), '']}
        >
          {doc.times.map((s, i) => (
            <Table.Tr key={s.id}>
              <Table.Td>
                <TextInput
                  aria-label={t('riders.times.label')}
                  size="xs"
                  value={s.label}
                  maxLength={80}
                  onChange={(e) => rows.patch(i, { label: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td w={120}>
                <TextInput
                  aria-label={t('riders.times.time')}
                  size="xs"
                  type="time"
                  value={s.time}
                  onChange={(e) => rows.patch(i, { time: e.currentTarget.value.slice(0, 5) })}
                />
              </Table.Td>
              <Table.Td w={110}>
                <NumberInput
                  aria-label={t('riders.times.minutes')}
                  size="xs"
                  min={0}
                  max={1440}
                  value={s.minutes}
                  onChange={(v) => rows.patch(i, { minutes: Math.max(0, Math.min(1440, Math.round(Number(v) || 0))) })}
                />
              </Table.Td>
              <Table.Td>
                <RowActions i={i} n={doc.times.length} move={rows.move} remove={rows.remove} />
              </Table.Td>
            </Table.Tr>
          ))}
        </EditTable>
      )}
      <AddButton
        label={t('riders.times.add')}
        disabled={doc.times.length >= LIMITS.times}
        onClick={() => rows.add({ id: newId(), label: '', time: '', minutes: 0 })}
      />
    </Stack>
  )
}

export function HospitalitySection({ doc, update }: SectionProps) {
  const { t } = useI18n()
  const set = (p: Partial<RiderDoc['hospitality']>) =>
    update((d) => ({ ...d, hospitality: { ...d.hospitality, ...p } }))
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Textarea
          label={t('riders.hospitality.catering')}
          autosize
          minRows={4}
          maxLength={2000}
          value={doc.hospitality.catering}
          onChange={(e) => set({ catering: e.currentTarget.value })}
        />
        <Textarea
          label={t('riders.hospitality.dressingRoom')}
          autosize
          minRows={4}
          maxLength={2000}
          value={doc.hospitality.dressingRoom}
          onChange={(e) => set({ dressingRoom: e.currentTarget.value })}
        />
      </SimpleGrid>
      <Group wrap="wrap" align="flex-end">
        <NumberInput
          label={t('riders.hospitality.guests')}
          min={0}
          max={500}
          w={200}
          value={doc.hospitality.guests}
          onChange={(v) => set({ guests: Math.max(0, Math.min(500, Math.round(Number(v) || 0))) })}
        />
        <TextInput
          label={t('riders.hospitality.guestNote')}
          maxLength={200}
          value={doc.hospitality.guestNote}
          onChange={(e) => set({ guestNote: e.currentTarget.value })}
          style={{ flex: '1 1 220px' }}
        />
      </Group>
      <Textarea
        label={t('riders.notes.label')}
        autosize
        minRows={3}
        maxLength={2000}
        value={doc.notes}
        onChange={(e) => {
          const notes = e.currentTarget.value
          update((d) => ({ ...d, notes }))
        }}
      />
    </Stack>
  )
}

export function ContactsSection({ doc, update }: SectionProps) {
  const { t } = useI18n()
  const rows = rowTools(update, 'contacts')
  return (
    <Stack>
      {doc.contacts.length > 0 && (
        <EditTable
          head={[
            t('riders.contacts.role'),
            t('riders.contacts.name'),
            t('riders.contacts.phone'),
            t('riders.contacts.email'),
            '',
          ]}
        >
          {doc.contacts.map((c, i) => (
            <Table.Tr key={c.id}>
              <Table.Td>
                <TextInput
                  aria-label={t('riders.contacts.role')}
                  size="xs"
                  value={c.role}
                  maxLength={80}
                  onChange={(e) => rows.patch(i, { role: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={t('riders.contacts.name')}
                  size="xs"
                  value={c.name}
                  maxLength={80}
                  onChange={(e) => rows.patch(i, { name: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={t('riders.contacts.phone')}
                  size="xs"
                  type="tel"
                  value={c.phone}
                  maxLength={40}
                  onChange={(e) => rows.patch(i, { phone: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={t('riders.contacts.email')}
                  size="xs"
                  type="email"
                  value={c.email}
                  maxLength={200}
                  onChange={(e) => rows.patch(i, { email: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <RowActions i={i} n={doc.contacts.length} move={rows.move} remove={rows.remove} />
              </Table.Td>
            </Table.Tr>
          ))}
        </EditTable>
      )}
      <AddButton
        label={t('riders.contacts.add')}
        disabled={doc.contacts.length >= LIMITS.contacts}
        onClick={() => rows.add({ id: newId(), role: '', name: '', phone: '', email: '' })}
      />
    </Stack>
  )
}

export { Alert }
