import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'

/** Where ink sits on one rendered PDF page (pixels at the given dpi). */
export interface PageInk {
  width: number
  height: number
  /** First and last column, first and last row with ink. */
  left: number
  right: number
  top: number
  bottom: number
  /** Longest unbroken vertical ink line in the leftmost and rightmost 3 ink columns: a table's side border. */
  leftLine: number
  rightLine: number
}

const INK = 245 // grey level below which a pixel counts as ink (borders are #d1d5db and #e5e7eb)

function longestRun(px: Buffer, width: number, height: number, x: number): number {
  let best = 0
  let run = 0
  for (let y = 0; y < height; y++) {
    run = px[y * width + x]! < INK ? run + 1 : 0
    best = Math.max(best, run)
  }
  return best
}

/** Renders each page of a PDF with poppler's pdftoppm and measures where the ink is. */
export async function pdfInk(pdf: Buffer, dpi = 72): Promise<PageInk[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-ink-'))
  try {
    fs.writeFileSync(path.join(dir, 'doc.pdf'), pdf)
    execFileSync('pdftoppm', ['-r', String(dpi), '-gray', '-png', 'doc.pdf', 'page'], { cwd: dir })
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.startsWith('page'))
      .sort()
    const pages: PageInk[] = []
    for (const file of files) {
      const { data, info } = await sharp(path.join(dir, file)).greyscale().raw().toBuffer({ resolveWithObject: true })
      const { width, height } = info
      const inkInColumn = (x: number) => {
        for (let y = 0; y < height; y++) if (data[y * width + x]! < INK) return true
        return false
      }
      const inkInRow = (y: number) => {
        for (let x = 0; x < width; x++) if (data[y * width + x]! < INK) return true
        return false
      }
      let left = 0
      while (left < width - 1 && !inkInColumn(left)) left++
      let right = width - 1
      while (right > 0 && !inkInColumn(right)) right--
      let top = 0
      while (top < height - 1 && !inkInRow(top)) top++
      let bottom = height - 1
      while (bottom > 0 && !inkInRow(bottom)) bottom--
      const line = (xs: number[]) => Math.max(...xs.map((x) => longestRun(data, width, height, x)))
      pages.push({
        width,
        height,
        left,
        right,
        top,
        bottom,
        leftLine: line([left, left + 1, left + 2]),
        rightLine: line([right, right - 1, right - 2]),
      })
    }
    return pages
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
