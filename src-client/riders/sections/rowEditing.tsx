import { ActionIcon, Button, Group, ScrollArea, Table } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import type { RiderDoc } from '../../../src/riders/schema.ts'
import { useI18n } from '../../app/i18n.tsx'

export const newId = () => Math.random().toString(36).slice(2, 12)

type Update = (recipe: (doc: RiderDoc) => RiderDoc) => void
export interface SectionProps {
  doc: RiderDoc
  update: Update
}

/** Keeps a number a field produced within the bounds the document schema accepts. */
export const clamp = (n: number, min: number, max: number) => Math.max(min, Math.min(max, n))

/** Patches, moves, removes and adds rows of a list; `set` applies a change to wherever the list lives. */
export function listTools<Row>(set: (fn: (rows: Row[]) => Row[]) => void) {
  const edit = (i: number, fn: (row: Row) => Row) => set((rows) => rows.map((r, j) => (j === i ? fn(r) : r)))
  return {
    edit,
    patch: (i: number, p: Partial<Row>) => edit(i, (r) => ({ ...r, ...p })),
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

/** listTools for one top-level list of the document. */
export function rowTools<K extends keyof RiderDoc>(update: Update, key: K) {
  type Row = RiderDoc[K] extends (infer R)[] ? R : never
  return listTools<Row>((fn) => update((d) => ({ ...d, [key]: fn(d[key] as Row[]) })))
}

export function RemoveRowButton({ onClick }: { onClick: () => void }) {
  const { t } = useI18n()
  return (
    <ActionIcon variant="subtle" color="red" aria-label={t('riders.actions.remove')} onClick={onClick}>
      <IconTrash size={16} />
    </ActionIcon>
  )
}

export function RowActions({
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
      <RemoveRowButton onClick={() => remove(i)} />
    </Group>
  )
}

export function EditTable({
  head,
  children,
  minWidth = 640,
}: {
  head: ReactNode[]
  children: ReactNode
  minWidth?: number
}) {
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

export function AddButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onClick} disabled={disabled} w="fit-content">
      {label}
    </Button>
  )
}
