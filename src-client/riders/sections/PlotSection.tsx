import { Button, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core'
import { IconPlus, IconTrash, IconWand } from '@tabler/icons-react'
import { useState } from 'react'
import { DEFAULT_SIZE, suggestPlot } from '../../../src/riders/plot.ts'
import { LIMITS, PLOT_KINDS, type PlotItem, type PlotKind, type RiderDoc } from '../../../src/riders/schema.ts'
import { useI18n } from '../../app/i18n.tsx'
import { plotLabels } from '../RiderDocument.tsx'
import { StagePlot } from '../StagePlot.tsx'
import { clamp, newId, type SectionProps } from './rowEditing.tsx'

export function PlotSection({ doc, update }: SectionProps) {
  const { t } = useI18n()
  const [selected, setSelected] = useState<string | null>(null)
  const item = doc.plot.items.find((i) => i.id === selected) ?? null
  const setItems = (items: RiderDoc['plot']['items']) => update((d) => ({ ...d, plot: { ...d.plot, items } }))
  const patchItem = (id: string, fn: (i: PlotItem) => Partial<PlotItem>) =>
    setItems(doc.plot.items.map((i) => (i.id === id ? { ...i, ...fn(i) } : i)))
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
      const plot = { ...d.plot, [key]: clamp(v, 1, 40) }
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
              patchItem(item.id, () => ({ label }))
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
            onChange={(v) => patchItem(item.id, (i) => ({ w: clamp(Number(v) || 0.25, 0.25, doc.plot.width - i.x) }))}
          />
          <NumberInput
            label={t('riders.plot.itemDepth')}
            min={0.25}
            max={doc.plot.depth}
            step={0.25}
            decimalScale={2}
            value={item.h}
            w={120}
            onChange={(v) => patchItem(item.id, (i) => ({ h: clamp(Number(v) || 0.25, 0.25, doc.plot.depth - i.y) }))}
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
