import { mkdir, open, readFile, rename, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { assertKey, type MediaStore, type StoredFile } from './mediaStore.js'

/**
 * Files under a directory (by default `<data dir>/media`). A file is written under a temporary
 * name, flushed to disk and renamed, so a crash leaves either the whole file or none.
 */
export class DiskMediaStore implements MediaStore {
  readonly description: string

  constructor(private readonly root: string) {
    this.description = `disk (${root})`
  }

  private path(key: string): string {
    assertKey(key)
    return join(this.root, key)
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.path(key)
    await mkdir(dirname(target), { recursive: true })
    const temporary = `${target}.${process.pid}.${Date.now()}.part`
    const handle = await open(temporary, 'w')
    try {
      await handle.writeFile(body)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temporary, target)
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.path(key)
    try {
      return { body: await readFile(path) }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.path(key), { force: true })))
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true })
    const probe = join(this.root, `.check-${process.pid}`)
    const handle = await open(probe, 'w')
    await handle.close()
    await rm(probe, { force: true })
  }
}
