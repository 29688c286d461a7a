import { useMemo } from 'react'
import { channelInDocumentLanguage, inDocumentLanguage } from '../../src/i18n/generated-words.ts'
import { createTranslator } from '../../src/i18n/index.ts'
import { LOCALE_TAGS, type Locale } from '../../src/i18n/locales.ts'
import { requiredAmps } from '../../src/riders/fit.ts'
import { standCount } from '../../src/riders/inputs.ts'
import { itemText } from '../../src/riders/plot.ts'
import { PLOT_KINDS, type PlotItem, type PlotKind, type RiderDoc } from '../../src/riders/schema.ts'
import { PrintedMatrix } from './PrintedMatrix.tsx'
import { StagePlot } from './StagePlot.tsx'
import './riders.css'

export interface RiderDocumentProps {
  name: string
  variant: string
  artistName: string | null
  doc: RiderDoc
  /** The version people refer to (0 = none marked yet: a draft). */
  version: number
  /** Saved changes the named version does not hold yet. */
  changedSinceVersion?: boolean
  updatedAt: string
  /** The document's own language, independent of the interface language. */
  locale: Locale
  shareUrl?: string | null
}

/** Labels of the stage plot in one language (the editor uses the UI language, print the document's). */
export function plotLabels(t: (k: string) => string) {
  const kinds = Object.fromEntries(PLOT_KINDS.map((k) => [k, t(`riders.plot.kinds.${k}`)])) as Record<PlotKind, string>
  return {
    audience: t('riders.plot.audience'),
    back: t('riders.plot.back'),
    kinds,
    item: (i: PlotItem) => itemText(i, kinds[i.kind]),
  }
}

const Empty = ({ text }: { text: string }) => <p className="rider-doc-empty">{text}</p>

/**
 * The printable rider: technical part (line-up, input list, stage plot, monitors, backline, power) and
 * hospitality part, with page breaks between them. Plain HTML and SVG so the print engine lays it out well.
 */
export function RiderDocument({
  name,
  variant,
  artistName,
  doc,
  version,
  changedSinceVersion = false,
  updatedAt,
  locale,
  shareUrl,
}: RiderDocumentProps) {
  const t = useMemo(() => createTranslator(locale), [locale])
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(updatedAt),
  )
  const meters = new Intl.NumberFormat(LOCALE_TAGS[locale])
  const stands = standCount(doc.inputs)
  const standList = (Object.entries(stands) as [keyof typeof stands, number][])
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n}× ${t(`riders.stands.${k}`)}`)
    .join(', ')
  const amps = requiredAmps(doc)
  const none = t('riders.print.noEntries')
  const header = (first: boolean) => (
    <header className="rider-doc-header">
      <div>
        {first ? <h1>{name}</h1> : <p className="rider-doc-title">{name}</p>}
        <p className="rider-doc-sub">
          {[variant, artistName && artistName !== name ? artistName : null].filter(Boolean).join(' · ')}
        </p>
      </div>
      <p className="rider-doc-meta" data-testid="rider-doc-version">
        {version === 0
          ? t('riders.print.draft', { date })
          : t(changedSinceVersion ? 'riders.print.versionChanged' : 'riders.print.version', { v: version, date })}
      </p>
    </header>
  )

  return (
    <article className="rider-doc" lang={locale} data-testid="rider-document">
      <section className="rider-doc-page">
        {header(true)}
        <h2 className="rider-doc-kind">{t('riders.print.techRider')}</h2>
        <p className="rider-doc-summary">
          {[
            t('riders.print.inputs', { count: doc.inputs.length }),
            t('riders.print.mixes', { count: doc.monitors.length }),
            t('riders.print.stage', { w: meters.format(doc.plot.width), d: meters.format(doc.plot.depth) }),
          ].join(' · ')}
        </p>

        <h3>{t('riders.sections.lineup')}</h3>
        {doc.members.length ? (
          <table>
            <thead>
              <tr>
                <th>{t('riders.lineup.member')}</th>
                <th>{t('riders.lineup.instruments')}</th>
                <th>{t('riders.lineup.vocals')}</th>
              </tr>
            </thead>
            <tbody>
              {doc.members.map((m) => (
                <tr key={m.id}>
                  <td>{m.name}</td>
                  <td>{m.instruments.map((i) => i.label || t(`riders.instruments.${i.kind}`)).join(', ') || '—'}</td>
                  <td>{m.vocals === 'none' ? '—' : t(`riders.vocals.${m.vocals}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <Empty text={none} />
        )}

        <h3>{t('riders.sections.inputs')}</h3>
        {doc.inputs.length ? (
          <table className="rider-doc-inputs">
            <thead>
              <tr>
                <th className="num">{t('riders.print.channel')}</th>
                <th>{t('riders.inputs.source')}</th>
                <th>{t('riders.inputs.mic')}</th>
                <th className="num">{t('riders.inputs.phantom')}</th>
                <th>{t('riders.inputs.stand')}</th>
                <th>{t('riders.inputs.note')}</th>
              </tr>
            </thead>
            <tbody>
              {doc.inputs.map((row, i) => (
                <tr key={row.id}>
                  <td className="num">{i + 1}</td>
                  <td>{channelInDocumentLanguage(row.source, t)}</td>
                  <td>{inDocumentLanguage(row.mic, ['riders.mics'], t)}</td>
                  <td className="num">{row.phantom ? '✓' : ''}</td>
                  <td>{row.stand === 'none' ? '' : t(`riders.stands.${row.stand}`)}</td>
                  <td>{row.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <Empty text={none} />
        )}
        {standList && <p className="rider-doc-note">{t('riders.print.standsTotal', { list: standList })}</p>}
      </section>

      <section className="rider-doc-page">
        <h3>{t('riders.sections.plot')}</h3>
        <div className="rider-doc-plot">
          <StagePlot plot={doc.plot} labels={plotLabels(t)} title={t('riders.sections.plot')} />
        </div>

        <div className="rider-doc-cols">
          <div>
            <h3>{t('riders.sections.monitors')}</h3>
            {doc.monitors.length ? (
              <table>
                <thead>
                  <tr>
                    <th className="num">#</th>
                    <th>{t('riders.monitors.name')}</th>
                    <th>{t('riders.monitors.type')}</th>
                    <th>{t('riders.monitors.mix')}</th>
                  </tr>
                </thead>
                <tbody>
                  {doc.monitors.map((m, i) => (
                    <tr key={m.id}>
                      <td className="num">{i + 1}</td>
                      <td>{m.name}</td>
                      <td>
                        {t(`riders.monitors.types.${m.type}`)}
                        {m.stereo ? ` (${t('riders.monitors.stereo')})` : ''}
                      </td>
                      <td>{m.mix}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <Empty text={none} />
            )}
          </div>
          <div>
            <h3>{t('riders.sections.backline')}</h3>
            {doc.backline.length ? (
              <table>
                <thead>
                  <tr>
                    <th className="num">{t('riders.backline.qty')}</th>
                    <th>{t('riders.backline.item')}</th>
                    <th>{t('riders.backline.providedBy')}</th>
                  </tr>
                </thead>
                <tbody>
                  {doc.backline.map((b) => (
                    <tr key={b.id}>
                      <td className="num">{b.qty}</td>
                      <td>
                        {b.item}
                        {b.note ? ` — ${b.note}` : ''}
                      </td>
                      <td>{t(`riders.backline.providers.${b.providedBy}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <Empty text={none} />
            )}
          </div>
        </div>
        <PrintedMatrix doc={doc} t={t} />

        <h3>{t('riders.sections.power')}</h3>
        {doc.power.circuits.length ? (
          <table>
            <thead>
              <tr>
                <th>{t('riders.power.location')}</th>
                <th className="num">{t('riders.power.amps')}</th>
                <th className="num">{t('riders.power.volts')}</th>
                <th className="num">{t('riders.power.phases')}</th>
              </tr>
            </thead>
            <tbody>
              {doc.power.circuits.map((c) => (
                <tr key={c.id}>
                  <td>{c.location}</td>
                  <td className="num">{c.amps}</td>
                  <td className="num">{c.volts}</td>
                  <td className="num">{c.phases}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <Empty text={none} />
        )}
        <p className="rider-doc-note">
          {amps > 0 ? `${t('riders.power.total', { amps })} · ` : ''}
          {[
            doc.requirements.pa ? t('riders.power.pa') : null,
            doc.requirements.lighting ? t('riders.power.lighting') : null,
            doc.requirements.stageHeight > 0
              ? `${t('riders.power.stageHeight')}: ${doc.requirements.stageHeight}`
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
          {doc.power.note ? ` — ${doc.power.note}` : ''}
        </p>
      </section>

      <section className="rider-doc-page">
        {header(false)}
        <h2 className="rider-doc-kind">{t('riders.print.hospitalityRider')}</h2>
        <h3>{t('riders.sections.times')}</h3>
        {doc.times.length ? (
          <table>
            <tbody>
              {doc.times.map((s) => (
                <tr key={s.id}>
                  <td className="num">{s.time || '—'}</td>
                  <td>{inDocumentLanguage(s.label, ['riders.times.defaults'], t)}</td>
                  <td className="num">{s.minutes ? `${s.minutes} min` : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <Empty text={none} />
        )}
        {doc.setList.length > 0 && (
          <>
            <h3>{t('riders.setList.title')}</h3>
            <ol>
              {doc.setList.map((song, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: songs may repeat
                <li key={i}>{song}</li>
              ))}
            </ol>
          </>
        )}
        <h3>{t('riders.sections.hospitality')}</h3>
        <dl className="rider-doc-dl">
          <dt>{t('riders.hospitality.catering')}</dt>
          <dd>{doc.hospitality.catering || '—'}</dd>
          <dt>{t('riders.hospitality.dressingRoom')}</dt>
          <dd>{doc.hospitality.dressingRoom || '—'}</dd>
          <dt>{t('riders.hospitality.guests')}</dt>
          <dd>
            {doc.hospitality.guests}
            {doc.hospitality.guestNote ? ` — ${doc.hospitality.guestNote}` : ''}
          </dd>
        </dl>
        <h3>{t('riders.sections.contacts')}</h3>
        {doc.contacts.length ? (
          <table>
            <thead>
              <tr>
                <th>{t('riders.contacts.role')}</th>
                <th>{t('riders.contacts.name')}</th>
                <th>{t('riders.contacts.phone')}</th>
                <th>{t('riders.contacts.email')}</th>
              </tr>
            </thead>
            <tbody>
              {doc.contacts.map((c) => (
                <tr key={c.id}>
                  <td>{c.role}</td>
                  <td>{c.name}</td>
                  <td>{c.phone}</td>
                  <td>{c.email}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <Empty text={none} />
        )}
        {doc.notes && (
          <>
            <h3>{t('riders.sections.notes')}</h3>
            <p className="rider-doc-notes">{doc.notes}</p>
          </>
        )}
        {shareUrl && <p className="rider-doc-footer">{t('riders.print.sharedFooter', { url: shareUrl })}</p>}
      </section>
    </article>
  )
}
