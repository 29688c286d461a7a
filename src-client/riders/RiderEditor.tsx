import { Stack, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Locale } from '../../src/i18n/locales.ts'
import type { Rider, RiderDoc } from '../../src/riders/schema.ts'
import { useI18n } from '../app/i18n.tsx'
import { modals } from '../app/overlays.tsx'
import { trpc } from '../app/trpc.ts'
import { PrintPreview } from './PrintPreview.tsx'
import { type RiderFields, RiderHeader } from './RiderHeader.tsx'
import { SectionTabs } from './SectionTabs.tsx'
import { ShareModal, shareUrl } from './ShareModal.tsx'
import { useAutosave } from './useAutosave.ts'

/** Edits one rider: local draft, autosave, and the duplicate, delete, share and print actions. */
export function RiderEditor({
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
  const { t } = useI18n()
  const [draft, setDraft] = useState(rider)
  const draftRef = useRef(draft)
  draftRef.current = draft
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
  const setField = (patch: RiderFields) => {
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

  return (
    <Stack gap="md">
      <RiderHeader
        draft={draft}
        saveState={autosave.state}
        setField={setField}
        onDuplicate={openDuplicate}
        onShare={() => setSharing(true)}
        onPrint={() => {
          void autosave.flush()
          setPrinting(true)
        }}
        onDelete={openDelete}
      />

      <SectionTabs doc={draft.doc} update={updateDoc} riderId={draft.id} version={draft.version} />

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
          shareUrl={shareUrl(draft.shareToken)}
          onLocaleChange={(docLocale: Locale) => setField({ docLocale })}
          onClose={() => setPrinting(false)}
        />
      )}
    </Stack>
  )
}
