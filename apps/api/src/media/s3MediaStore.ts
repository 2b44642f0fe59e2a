import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { assertKey, type MediaStore, type StoredFile } from './mediaStore.js'

export interface S3Options {
  bucket: string
  /** An S3-compatible service's address (MinIO, Garage, Ceph …); absent means AWS. */
  endpoint?: string | undefined
  region: string
  /** Absent: the SDK's own chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined
  /** Bucket in the path rather than the host name, as most self-hosted services want. */
  forcePathStyle: boolean
  /** Key prefix inside the bucket, e.g. `quo/` when the bucket is shared. */
  prefix: string
}

/** Files in an S3-compatible bucket; the API streams them, so the bucket can stay private. */
export class S3MediaStore implements MediaStore {
  readonly description: string
  private readonly client: S3Client

  constructor(private readonly options: S3Options) {
    this.client = new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
    })
    this.description = `S3 bucket ${options.bucket}${options.endpoint ? ` at ${new URL(options.endpoint).host}` : ''}`
  }

  private key(key: string): string {
    assertKey(key)
    return `${this.options.prefix}${key}`
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.key(key),
        Body: body,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    )
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) }),
      )
      if (!answer.Body) return null
      return { body: Buffer.from(await answer.Body.transformToByteArray()) }
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null
      throw error
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return
    await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.options.bucket,
        Delete: { Objects: keys.map((key) => ({ Key: this.key(key) })), Quiet: true },
      }),
    )
  }

  async check(): Promise<void> {
    // Writing and removing a probe proves the bucket answers and the credentials may write.
    const Key = `${this.options.prefix}.quo-check`
    await this.client.send(new PutObjectCommand({ Bucket: this.options.bucket, Key, Body: '' }))
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key }))
  }

  close(): void {
    this.client.destroy()
  }
}
