import { useEffect } from 'react'
import type { DisplayDevice } from '../../../src/stages/access.ts'
import { trpc } from '../../app/trpc.ts'

/**
 * The screens that opened the stage's display link (named, with their sound), refreshed when presence news
 * arrives (a screen came, went or described itself: its row is written before the news) and every 15 s.
 */
export function useScreens(stageId: string, presenceSeq: number): DisplayDevice[] {
  const devices = trpc.stageLinks.displays.useQuery({ stageId }, { refetchInterval: 15_000 })
  const { refetch } = devices
  useEffect(() => {
    if (presenceSeq > 0) void refetch()
  }, [presenceSeq, refetch])
  return devices.data ?? []
}
