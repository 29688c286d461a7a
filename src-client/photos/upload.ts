/** REST upload with progress (fetch cannot report upload progress; XHR can). The session cookie goes along. */
export interface UploadResult<T> {
  ok: boolean
  status: number
  body: T | { statusCode?: number; statusMessage?: string; i18nKey?: string } | null
}

export function uploadWithProgress<T>(
  url: string,
  body: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.responseType = 'json'
    xhr.withCredentials = true
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total)
    }
    xhr.upload.onload = () => onProgress(1)
    xhr.onload = () => resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, body: xhr.response })
    xhr.onerror = () => reject(new Error('network'))
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort())
    xhr.send(body)
  })
}

/**
 * Downscales a large JPEG/PNG/WebP in the browser before upload (bandwidth only: the server re-encodes
 * everything). Anything else, or any failure, sends the original file.
 */
export async function shrinkForUpload(file: File, maxEdge = 3840, minBytes = 3 * 1024 * 1024): Promise<File> {
  if (file.size < minBytes || !/^image\/(jpeg|png|webp)$/.test(file.type)) return file
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
    const scale = Math.min(1, maxEdge / Math.max(bitmap.width, bitmap.height))
    if (scale === 1 && file.size < 12 * 1024 * 1024) {
      bitmap.close()
      return file
    }
    const canvas = document.createElement('canvas')
    canvas.width = Math.round(bitmap.width * scale)
    canvas.height = Math.round(bitmap.height * scale)
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    bitmap.close()
    const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', 0.92))
    if (!blob || blob.size >= file.size) return file
    return new File([blob], `${file.name.replace(/\.\w+$/, '')}.jpg`, { type: 'image/jpeg' })
  } catch {
    return file
  }
}
