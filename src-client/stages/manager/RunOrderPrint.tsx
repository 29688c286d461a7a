import { Button, Group, Select, Text } from '@mantine/core'
import { IconPrinter, IconX } from '@tabler/icons-react'
import { useEffect, useMemo } from 'react'
import { createPortal } from 'react-dom'
import { inDocumentLanguage } from '../../../src/i18n/generated-words.ts'
import { createTranslator } from '../../../src/i18n/index.ts'
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, type Locale } from '../../../src/i18n/locales.ts'
import { type RunOrderView, timeline } from '../../../src/stages/running-order.ts'
import { useI18n } from '../../app/i18n.tsx'
import { clockAt } from '../RunOrderScreen.tsx'
import './runorder.css'

/** An item the app or the manager titled with its kind's word ("Changeover", "Curfew"): in the sheet's language. */
function titleInLanguage(item: RunOrderView['items'][number], t: (key: string) => string): string {
  return inDocumentLanguage(item.title, [`runorder.kinds.${item.kind}`, 'runorder.fill.changeover'], t)
}

/** The running order as a printable sheet (print to PDF), in the running order's language. */
export function RunOrderDocument({
  stageName,
  order,
  locale,
}: {
  stageName: string
  order: RunOrderView
  locale: Locale
}) {
  const t = useMemo(() => createTranslator(locale), [locale])
  const tag = LOCALE_TAGS[locale]
  const tl = timeline({ ...order, live: { ...order.live } }, Date.now())
  const [y, m, d] = order.date.split('-').map(Number) as [number, number, number]
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d))
  return (
    <article className="ro-doc" lang={locale} data-testid="runorder-document">
      <h1>{t('runorder.print.heading', { stage: stageName })}</h1>
      <p className="ro-doc-date">
        {date}
        {tl.curfew && ` · ${t('runorder.print.curfew', { time: clockAt(tl.curfew.at_ms, locale, order.timezone) })}`}
      </p>
      <table>
        <thead>
          <tr>
            <th>{t('runorder.print.start')}</th>
            <th>{t('runorder.print.item')}</th>
            <th>{t('runorder.print.duration')}</th>
            <th>{t('runorder.print.notes')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) =>
            item.skipped ? null : (
              <tr key={item.id} data-kind={item.kind}>
                <td className="ro-doc-time">
                  {tl.items[i]!.anchored ? clockAt(tl.items[i]!.planned_start_ms, locale, order.timezone) : '—'}
                </td>
                <td>
                  <strong>{titleInLanguage(item, t)}</strong>
                  <div className="ro-doc-kind">{t(`runorder.kinds.${item.kind}`)}</div>
                </td>
                <td>{item.duration_min ? t('runorder.print.minutes', { min: item.duration_min }) : '—'}</td>
                <td className="ro-doc-notes">{item.notes}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </article>
  )
}

export function RunOrderPrint({
  stageName,
  order,
  locale,
  onLocaleChange,
  onClose,
}: {
  stageName: string
  order: RunOrderView
  locale: Locale
  onLocaleChange: (l: Locale) => void
  onClose: () => void
}) {
  const { t } = useI18n()
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onClose])
  return createPortal(
    <div className="ro-print-portal" role="dialog" aria-modal="true" aria-label={t('runorder.printAction')}>
      <div className="ro-print-toolbar ro-no-print">
        <Group justify="space-between" p="sm" wrap="wrap" gap="xs" maw={900} mx="auto">
          <Text fw={600}>{t('runorder.printAction')}</Text>
          <Group gap="xs" wrap="wrap">
            <Select
              aria-label={t('runorder.language')}
              w={150}
              size="sm"
              allowDeselect={false}
              value={locale}
              onChange={(v) => v && onLocaleChange(v as Locale)}
              data={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
              comboboxProps={{ zIndex: 400 }}
            />
            <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              {t('runorder.printAction')}
            </Button>
            <Button variant="default" leftSection={<IconX size={16} />} onClick={onClose}>
              {t('stages.cancel')}
            </Button>
          </Group>
        </Group>
      </div>
      <div className="ro-print-sheet">
        <RunOrderDocument stageName={stageName} order={order} locale={locale} />
      </div>
    </div>,
    document.body,
  )
}
