import { Stack, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Locale } from '../../src/i18n/locales.ts'
import type { Rider, RiderDoc } from '../../src/riders/schema.ts'
import { useI18n } from '../app/i18n.tsx'
import { modals } from '../app/overlays.tsx'
import { trpc } from '../app/trpc.ts'
import { ConflictBanner } from './ConflictBanner.tsx'
import { PrintPreview } from './PrintPreview.tsx'
import { type RiderFields, RiderHeader } from './RiderHeader.tsx'
import { RiderVersions } from './RiderVersions.tsx'
import { SectionTabs } from './SectionTabs.tsx'
import { ShareModal, shareUrl } from './ShareModal.tsx'
import { useAutosave } from './useAutosave.ts'

/** The fields a save carries: the whole local state, as "Overwrite with mine" sends it. */
const savedFields = (r: Rider) => ({
  ...(r.name.trim() ? { name: r.name } : {}),
  variant: r.variant,
  artistId: r.artistId,
  docLocale: r.docLocale,
  doc: r.doc,
})

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
  const utils = trpc.useUtils()
  const autosave = useAutosave(rider, { onSaved, onNewer: () => void loadLatest() })
  /** Replaces the local draft with the newest saved rider (another tab's save, or "Reload (discard mine)"). */
  async function loadLatest() {
    const latest = await utils.riders.get.fetch({ id: rider.id }, { staleTime: 0 })
    autosave.discard(latest)
    draftRef.current = latest
    setDraft(latest)
    onSaved(latest)
    void utils.riders.versions.invalidate({ id: rider.id })
  }
  const duplicate = trpc.riders.duplicate.useMutation()
  const del = trpc.riders.delete.useMutation()
  const markVersion = trpc.riders.markVersion.useMutation({
    onSuccess: (r) => {
      onSaved(r)
      void utils.riders.versions.invalidate({ id: r.id })
    },
  })

  // Keep server-owned fields (counters, share token, artist name) fresh without touching local edits.
  useEffect(() => {
    setDraft((d) => ({
      ...d,
      revision: rider.revision,
      version: rider.version,
      changedSinceVersion: rider.changedSinceVersion,
      shareToken: rider.shareToken,
      shared: rider.shared,
      shareViews: rider.shareViews,
      shareLastViewedAt: rider.shareLastViewedAt,
      artistName: rider.artistName,
      updatedAt: rider.updatedAt,
    }))
  }, [
    rider.revision,
    rider.version,
    rider.changedSinceVersion,
    rider.shareToken,
    rider.shared,
    rider.shareViews,
    rider.shareLastViewedAt,
    rider.artistName,
    rider.updatedAt,
  ])

  /** Saves what is pending, then makes a version if anything changed since the last (share, print, or the button). */
  const versionNow = async (reason: 'manual' | 'print') => {
    await autosave.flush()
    if (autosave.state === 'conflict') return
    await markVersion.mutateAsync({ id: draft.id, reason }).catch(() => undefined)
  }

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
          void versionNow('print')
          setPrinting(true)
        }}
        onDelete={openDelete}
      />
      {autosave.state === 'conflict' && (
        <ConflictBanner
          onReload={() => void loadLatest()}
          onOverwrite={() => void autosave.overwrite(savedFields(draftRef.current))}
        />
      )}
      <RiderVersions
        rider={draft}
        marking={markVersion.isPending}
        canMark={autosave.state !== 'conflict'}
        onMark={() => void versionNow('manual')}
      />

      <SectionTabs doc={draft.doc} update={updateDoc} riderId={draft.id} revision={draft.revision} />

      <ShareModal
        rider={draft}
        opened={sharing}
        onClose={() => setSharing(false)}
        onChanged={() => {
          refresh()
          void utils.riders.versions.invalidate({ id: draft.id })
        }}
      />
      {printing && (
        <PrintPreview
          name={draft.name}
          variant={draft.variant}
          artistName={draft.artistName}
          doc={draft.doc}
          version={draft.version}
          changedSinceVersion={draft.changedSinceVersion}
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
