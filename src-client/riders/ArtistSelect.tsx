import { Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'

export function ArtistSelect({
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
