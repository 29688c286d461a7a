import { ScrollArea, Text, Title } from '@mantine/core'
import { cycleSend, SEND_MARK, sendLevel } from '../../../src/riders/monitors.ts'
import { useI18n } from '../../app/i18n.tsx'
import '../riders.css'
import { listTools, type SectionProps } from './rowEditing.tsx'

/**
 * The monitor matrix: the input list down, the monitor mixes across; tapping a cell steps how much of that input the
 * mix wants (none, +, ++, +++), as monitor engineers read it off a paper rider.
 */
export function MonitorMatrix({ doc, update }: SectionProps) {
  const { t } = useI18n()
  const mixes = listTools<(typeof doc.monitors)[number]>((fn) => update((d) => ({ ...d, monitors: fn(d.monitors) })))
  const levelName = (level: number) => t(`riders.monitors.levels.${level}`)
  const inputIds = doc.inputs.map((i) => i.id)
  return (
    <section data-testid="monitor-matrix">
      <Title order={3} fz="md" mb={4}>
        {t('riders.monitors.matrix')}
      </Title>
      {doc.inputs.length && doc.monitors.length ? (
        <>
          <Text c="dimmed" size="sm" mb="xs">
            {t('riders.monitors.matrixHint')}
          </Text>
          <ScrollArea type="auto" offsetScrollbars>
            <table className="rider-matrix">
              <thead>
                <tr>
                  <th className="rider-matrix-input">{t('riders.monitors.matrixInput')}</th>
                  {doc.monitors.map((m, j) => (
                    <th key={m.id} scope="col" className="rider-matrix-mix">
                      <span className="rider-matrix-mix-no">{j + 1}</span>
                      <span className="rider-matrix-mix-name">{m.name}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {doc.inputs.map((input, i) => (
                  <tr key={input.id}>
                    <th scope="row" className="rider-matrix-input">
                      <span className="rider-matrix-ch">{i + 1}</span> {input.source}
                    </th>
                    {doc.monitors.map((m, j) => {
                      const level = sendLevel(m, input.id)
                      return (
                        <td key={m.id} className="rider-matrix-slot">
                          <button
                            type="button"
                            className="rider-matrix-cell"
                            data-level={level}
                            aria-label={t('riders.monitors.cell', {
                              input: input.source || String(i + 1),
                              mix: m.name || String(j + 1),
                              level: levelName(level),
                            })}
                            onClick={() =>
                              mixes.edit(j, (row) => ({ ...row, sends: cycleSend(row.sends, input.id, inputIds) }))
                            }
                          >
                            {SEND_MARK[level]}
                          </button>
                        </td>
                      )
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollArea>
        </>
      ) : (
        <Text c="dimmed" size="sm">
          {t('riders.monitors.matrixEmpty')}
        </Text>
      )}
    </section>
  )
}
