import { signInOverHttp } from '@quo/bench'
import sharp from 'sharp'

/** The bearer header of a staff member signed in at `origin`'s issuer. */
export async function staffAuth(
  origin: string,
  email: string,
  password: string,
): Promise<{ authorization: string }> {
  const { access_token } = await signInOverHttp(origin, email, password)
  return { authorization: `Bearer ${access_token}` }
}

/** Renames an item as the dashboard's form does; its public id and the replica that took it. */
export async function renameItem(
  origin: string,
  auth: { authorization: string },
  id: number,
  title: string,
): Promise<{ nanoId: string; replica: string | null }> {
  const res = await fetch(`${origin}/api/items/${id}`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ title }),
  })
  if (res.status !== 200) throw new Error(`renaming item ${id} answered ${res.status}: ${await res.text()}`)
  const { nanoId } = (await res.json()) as { nanoId: string }
  return { nanoId, replica: res.headers.get('x-quo-replica') }
}

/** Uploads a generated photo to the media library; its first rendition's URL and the replica that took it. */
export async function uploadPhoto(
  origin: string,
  auth: { authorization: string },
  title: string,
  background = '#3a7',
): Promise<{ url: string; replica: string | null }> {
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer()
  const form = new FormData()
  form.set('title', title)
  form.set('file', new Blob([photo], { type: 'image/jpeg' }), 'foto.jpg')
  const res = await fetch(`${origin}/api/media/`, { method: 'POST', headers: auth, body: form })
  if (res.status !== 201) throw new Error(`the upload answered ${res.status}: ${await res.text()}`)
  const asset = (await res.json()) as { variants: { url: string }[] }
  return { url: `${origin}${asset.variants[0]?.url}`, replica: res.headers.get('x-quo-replica') }
}
