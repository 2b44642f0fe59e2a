import sharp from 'sharp'
import type { TokenApp, TokenClaims } from './staffTokens.js'

/** A multipart/form-data body as a browser's FormData sends it. */
function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----quo${Math.random().toString(16).slice(2)}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    )
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** Uploads under a token with these claims. */
export function uploader(tokenApp: TokenApp, claims: TokenClaims) {
  let bearer: Promise<string> | undefined
  return async (fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) => {
    bearer ??= tokenApp.token(claims)
    const { payload, headers } = multipartBody(fields, file)
    return tokenApp.app().inject({
      method: 'POST',
      url: '/api/media/',
      payload,
      headers: { ...headers, authorization: `Bearer ${await bearer}` },
    })
  }
}

/**
 * A photo as a phone takes it: landscape pixels stored sideways (EXIF orientation 6, so it is
 * upright as portrait) with a camera's metadata, which must not reach visitors. `seed` varies it.
 */
export async function phonePhoto(width: number, height: number, seed = 0): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: (seed * 37) % 256, g: 120, b: 200 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><rect x="0" y="0" width="${width / 4}" height="${height / 4}" fill="#ff0000"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'QuoPhone', Model: 'Test 1', Copyright: `seed ${seed}` } })
    .toBuffer()
}
