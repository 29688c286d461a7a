import { channelInDocumentLanguage } from '../../src/i18n/generated-words.ts'
import type { Translate } from '../../src/i18n/index.ts'
import { SEND_MARK, sendLevel } from '../../src/riders/monitors.ts'
import type { RiderDoc } from '../../src/riders/schema.ts'

/**
 * The monitor matrix on paper: the inputs some mix wants (with their channel numbers) down, the mixes across, the
 * marks of the editor in the cells. Nothing when no mix wants any input.
 */
export function PrintedMatrix({ doc, t }: { doc: RiderDoc; t: Translate }) {
  const rows = doc.inputs
    .map((input, i) => ({ input, ch: i + 1 }))
    .filter(({ input }) => doc.monitors.some((m) => sendLevel(m, input.id) > 0))
  if (!rows.length) return null
  return (
    <>
      <h3>{t('riders.monitors.matrix')}</h3>
      <table className="rider-doc-matrix" data-testid="printed-matrix">
        <thead>
          <tr>
            <th className="num">{t('riders.print.channel')}</th>
            <th>{t('riders.inputs.source')}</th>
            {doc.monitors.map((m, j) => (
              <th key={m.id} className="rider-doc-matrix-mix">
                {j + 1}
                {m.name ? <br /> : null}
                {m.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ input, ch }) => (
            <tr key={input.id}>
              <td className="num">{ch}</td>
              <td>{channelInDocumentLanguage(input.source, t)}</td>
              {doc.monitors.map((m) => (
                <td key={m.id} className="rider-doc-mark">
                  {SEND_MARK[sendLevel(m, input.id)]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="rider-doc-note">{t('riders.monitors.legend')}</p>
    </>
  )
}
