import { Paper, Tabs } from '@mantine/core'
import { useState } from 'react'
import { useI18n } from '../app/i18n.tsx'
import { BacklineSection } from './sections/BacklineSection.tsx'
import { ContactsSection } from './sections/ContactsSection.tsx'
import { FitSection } from './sections/FitSection.tsx'
import { HospitalitySection } from './sections/HospitalitySection.tsx'
import { InputsSection } from './sections/InputsSection.tsx'
import { LineupSection } from './sections/LineupSection.tsx'
import { MonitorsSection } from './sections/MonitorsSection.tsx'
import { PlotSection } from './sections/PlotSection.tsx'
import { PowerSection } from './sections/PowerSection.tsx'
import type { SectionProps } from './sections/rowEditing.tsx'
import { TimesSection } from './sections/TimesSection.tsx'

const SECTIONS = [
  'lineup',
  'inputs',
  'monitors',
  'backline',
  'plot',
  'power',
  'times',
  'hospitality',
  'contacts',
  'fit',
] as const

/** One tab per part of the rider document, plus the venue fit check on the saved version. */
export function SectionTabs({ riderId, revision, ...props }: SectionProps & { riderId: string; revision: number }) {
  const { t } = useI18n()
  const [tab, setTab] = useState<string | null>('lineup')
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false} variant="outline">
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {SECTIONS.map((s) => (
          <Tabs.Tab key={s} value={s} style={{ whiteSpace: 'nowrap' }}>
            {t(`riders.sections.${s}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Paper p={{ base: 'xs', sm: 'md' }} withBorder style={{ borderTop: 0 }} radius={0}>
        <Tabs.Panel value="lineup">
          <LineupSection {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="inputs">
          <InputsSection {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="monitors">
          <MonitorsSection {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="backline">
          <BacklineSection {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="plot">
          <PlotSection {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="power">
          <PowerSection {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="times">
          <TimesSection {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="hospitality">
          <HospitalitySection {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="contacts">
          <ContactsSection {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="fit">
          <FitSection riderId={riderId} revision={revision} />
        </Tabs.Panel>
      </Paper>
    </Tabs>
  )
}
