import { Button, Group, Select, Text } from '@mantine/core'
import { IconPrinter, IconX } from '@tabler/icons-react'
import { useEffect } from 'react'
import { createPortal } from 'react-dom'
import { LOCALE_NAMES, LOCALES, type Locale } from '../../src/i18n/locales.ts'
import { useI18n } from '../app/i18n.tsx'
import { RiderDocument, type RiderDocumentProps } from './RiderDocument.tsx'

/**
 * Full-screen print preview rendered next to the app root, so print CSS can hide everything else. The
 * document language is chosen here, independently of the interface language.
 */
export function PrintPreview({
  onClose,
  onLocaleChange,
  ...doc
}: RiderDocumentProps & { onClose: () => void; onLocaleChange: (l: Locale) => void }) {
  const { t } = useI18n()
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose()
    window.addEventListener('keydown', onKey)
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      window.removeEventListener('keydown', onKey)
      document.body.style.overflow = overflow
    }
  }, [onClose])
  return createPortal(
    <div className="rider-print-portal" role="dialog" aria-modal="true" aria-label={t('riders.print.title')}>
      <div className="rider-print-toolbar rider-no-print">
        <Group justify="space-between" p="sm" wrap="wrap" gap="xs" maw={900} mx="auto">
          <Text fw={600}>{t('riders.print.title')}</Text>
          <Group gap="xs" wrap="wrap">
            <Select
              aria-label={t('riders.print.language')}
              data-testid="print-language"
              w={150}
              size="sm"
              allowDeselect={false}
              value={doc.locale}
              onChange={(v) => v && onLocaleChange(v as Locale)}
              data={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
              comboboxProps={{ zIndex: 400 }}
            />
            <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              {t('riders.print.print')}
            </Button>
            <Button variant="default" leftSection={<IconX size={16} />} onClick={onClose}>
              {t('riders.print.close')}
            </Button>
          </Group>
        </Group>
      </div>
      <div className="rider-print-sheet" style={{ maxWidth: '210mm' }}>
        <RiderDocument {...doc} />
      </div>
    </div>,
    document.body,
  )
}
