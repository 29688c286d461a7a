import { Alert, Button, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import {
  IconAlertTriangle,
  IconFlipVertical,
  IconLink,
  IconLinkOff,
  IconPlus,
  IconRotate2,
  IconRotateClockwise2,
  IconTrash,
  IconWand,
} from '@tabler/icons-react'
import { type KeyboardEvent, useState } from 'react'
import { clampItem, DEFAULT_SIZE, flipItems, rotateItems, setGroup } from '../../../src/riders/plot.ts'
import { suggestPlot } from '../../../src/riders/plot-layout.ts'
import {
  LIMITS,
  type Member,
  PLOT_KINDS,
  type PlotItem,
  type PlotKind,
  type RiderDoc,
} from '../../../src/riders/schema.ts'
import { useI18n } from '../../app/i18n.tsx'
import { plotLabels } from '../RiderDocument.tsx'
import { StagePlot } from '../StagePlot.tsx'
import { clamp, newId, type SectionProps } from './rowEditing.tsx'

/** What "Place line-up" could not do: who was left out and the stage that would hold everyone. */
interface FitNotice {
  unplaced: Member[]
  needed: { width: number; depth: number } | null
}

export function PlotSection({ doc, update }: SectionProps) {
  const { t, locale } = useI18n()
  const [selected, setSelected] = useState<string[]>([])
  const [notice, setNotice] = useState<FitNotice | null>(null)
  const labels = plotLabels(t)
  const { width, depth } = doc.plot
  const chosen = doc.plot.items.filter((i) => selected.includes(i.id))
  const item = chosen.length === 1 ? chosen[0]! : null
  const setItems = (items: RiderDoc['plot']['items']) => update((d) => ({ ...d, plot: { ...d.plot, items } }))
  const patchItem = (id: string, fn: (i: PlotItem) => Partial<PlotItem>) =>
    setItems(doc.plot.items.map((i) => (i.id === id ? clampItem({ ...i, ...fn(i) }, width, depth) : i)))
  const groupIds = new Set(chosen.map((i) => i.groupId))
  const grouped = chosen.length > 1 && groupIds.size === 1 && !groupIds.has(null)
  const rotate = (deg: number) => setItems(rotateItems(doc.plot.items, selected, deg, width, depth))
  const flip = () => setItems(flipItems(doc.plot.items, selected))
  const toggleGroup = () => {
    if (grouped) setItems(setGroup(doc.plot.items, selected, null))
    else if (chosen.length > 1) setItems(setGroup(doc.plot.items, selected, newId()))
  }
  const remove = () => {
    setItems(doc.plot.items.filter((i) => !selected.includes(i.id)))
    setSelected([])
  }
  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return
    if (e.key === 'f' || e.key === 'F') flip()
    else if (e.key === 'g' || e.key === 'G') toggleGroup()
    else return
    e.preventDefault()
  }
  const add = (kind: PlotKind) => {
    const size = DEFAULT_SIZE[kind]
    const id = newId()
    const x = Math.max(0, Math.round(((width - size.w) / 2) * 4) / 4)
    const y = Math.max(0, Math.round(((depth - size.h) / 2) * 4) / 4)
    setItems([...doc.plot.items, { id, kind, label: '', x, y, ...size, rotation: 0, flipped: false, groupId: null }])
    setSelected([id])
  }
  const placeLineup = () => {
    const plot = suggestPlot(doc.members, doc.monitors, width, depth, labels.item)
    setItems(plot.items)
    setSelected([])
    setNotice(plot.unplaced.length ? { unplaced: plot.unplaced, needed: plot.needed } : null)
  }
  const dim = (key: 'width' | 'depth', v: number) =>
    update((d) => {
      const plot = { ...d.plot, [key]: clamp(v, 1, 40) }
      return { ...d, plot: { ...plot, items: plot.items.map((i) => clampItem(i, plot.width, plot.depth)) } }
    })
  // On a phone the selection's tools are icons (named for screen readers and on hover), on one line.
  const roomy = useMediaQuery('(min-width: 36em)', true)
  const tools = [
    { label: t('riders.plot.rotateLeft'), icon: <IconRotate2 size={16} />, onClick: () => rotate(-90) },
    { label: t('riders.plot.rotateRight'), icon: <IconRotateClockwise2 size={16} />, onClick: () => rotate(90) },
    { label: t('riders.plot.flip'), icon: <IconFlipVertical size={16} />, onClick: flip },
    {
      label: grouped ? t('riders.plot.ungroup') : t('riders.plot.group'),
      icon: grouped ? <IconLinkOff size={16} /> : <IconLink size={16} />,
      onClick: toggleGroup,
      disabled: !grouped && chosen.length < 2,
    },
    { label: t('riders.plot.removeItem'), icon: <IconTrash size={16} />, onClick: remove, danger: true },
  ].map((tool) => ({ danger: false, ...tool, disabled: !chosen.length || tool.disabled === true }))
  const meters = new Intl.NumberFormat(locale)
  const names = (ms: Member[]) => ms.map((m, i) => m.name || `#${doc.members.indexOf(m) + 1 || i + 1}`).join(', ')
  return (
    <Stack>
      <Group wrap="wrap" align="flex-end">
        <NumberInput
          label={t('riders.plot.width')}
          min={1}
          max={40}
          step={0.5}
          decimalScale={2}
          value={width}
          onChange={(v) => dim('width', Number(v) || 1)}
          w={150}
        />
        <NumberInput
          label={t('riders.plot.depth')}
          min={1}
          max={40}
          step={0.5}
          decimalScale={2}
          value={depth}
          onChange={(v) => dim('depth', Number(v) || 1)}
          w={150}
        />
        <Button
          variant="light"
          leftSection={<IconWand size={16} />}
          disabled={doc.members.length === 0}
          onClick={placeLineup}
        >
          {t('riders.plot.fromLineup')}
        </Button>
      </Group>
      {notice && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={18} />}
          role="alert"
          data-testid="plot-fit-notice"
          withCloseButton
          closeButtonLabel={t('riders.plot.dismiss')}
          onClose={() => setNotice(null)}
        >
          {notice.needed
            ? t('riders.plot.notFit', {
                names: names(notice.unplaced),
                w: meters.format(notice.needed.width),
                d: meters.format(notice.needed.depth),
              })
            : t('riders.plot.notFitAnywhere', { names: names(notice.unplaced) })}
        </Alert>
      )}
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
      <Group gap={6} wrap="wrap" role="toolbar" aria-label={t('riders.plot.selection')} data-testid="plot-tools">
        <Text size="sm" fw={500} mr={4} data-testid="plot-selected-count">
          {t('riders.plot.selected', { count: chosen.length })}
        </Text>
        {tools.map((tool) => (
          <Button
            key={tool.label}
            size="compact-md"
            variant={tool.danger ? 'light' : 'default'}
            color={tool.danger ? 'red' : undefined}
            leftSection={roomy ? tool.icon : undefined}
            aria-label={tool.label}
            title={tool.label}
            disabled={tool.disabled}
            onClick={tool.onClick}
          >
            {roomy ? tool.label : tool.icon}
          </Button>
        ))}
      </Group>
      <Paper withBorder p={4} radius="md" data-testid="plot-editor">
        <StagePlot
          plot={doc.plot}
          labels={labels}
          onChange={setItems}
          selectedIds={selected}
          onSelect={setSelected}
          onKey={onKey}
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
              patchItem(item.id, () => ({ label }))
            }}
            style={{ flex: '1 1 180px' }}
          />
          <NumberInput
            label={t('riders.plot.itemWidth')}
            min={0.25}
            max={width}
            step={0.25}
            decimalScale={2}
            value={item.w}
            w={110}
            onChange={(v) => patchItem(item.id, () => ({ w: clamp(Number(v) || 0.25, 0.25, width) }))}
          />
          <NumberInput
            label={t('riders.plot.itemDepth')}
            min={0.25}
            max={depth}
            step={0.25}
            decimalScale={2}
            value={item.h}
            w={110}
            onChange={(v) => patchItem(item.id, () => ({ h: clamp(Number(v) || 0.25, 0.25, depth) }))}
          />
          <NumberInput
            label={t('riders.plot.angle')}
            min={0}
            max={345}
            step={15}
            value={item.rotation}
            w={110}
            onChange={(v) => patchItem(item.id, () => ({ rotation: ((Math.round(Number(v) || 0) % 360) + 360) % 360 }))}
          />
        </Group>
      )}
    </Stack>
  )
}
