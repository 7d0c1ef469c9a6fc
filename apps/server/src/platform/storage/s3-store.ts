import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type FileStore, type StoredFile, StoreUnavailableError } from './file-store.js';

export interface S3Options {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, a local test server); unset → AWS. */
  endpoint?: string;
  forcePathStyle?: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Keys start with this (e.g. `uploads/`), so one bucket can hold other things too. */
  prefix?: string;
  /** Asks S3 to encrypt each object at rest as well (SSE-S3, AES256): the vehicle papers' store. */
  serverSideEncryption?: boolean;
}

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404);

/** Pictures in an S3-compatible bucket (STORAGE=s3), shared by every instance. */
export class S3Store implements FileStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly prefix: string;

  constructor(private readonly o: S3Options) {
    this.client = new S3Client({
      region: o.region,
      endpoint: o.endpoint,
      forcePathStyle: o.forcePathStyle,
      credentials:
        o.accessKeyId && o.secretAccessKey
          ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey }
          : undefined,
      // Checksums only where S3 requires them: S3-compatible services do not all take the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
    });
    this.prefix = o.prefix ?? '';
  }

  private key(name: string): string {
    return `${this.prefix}${name}`;
  }

  /** Runs an S3 call; a missing object answers `missing`, an unreachable store is a StoreUnavailableError. */
  private async call<T>(work: () => Promise<T>, missing: T): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isMissing(err)) return missing;
      throw new StoreUnavailableError(`object storage: ${(err as Error).name}: ${(err as Error).message}`);
    }
  }

  async put(name: string, bytes: Buffer, contentType: string, opts: { ifAbsent?: boolean } = {}): Promise<void> {
    if (opts.ifAbsent && (await this.exists(name))) return;
    await this.call(
      () =>
        this.client.send(
          new PutObjectCommand({
            Bucket: this.o.bucket,
            Key: this.key(name),
            Body: bytes,
            ContentType: contentType,
            ServerSideEncryption: this.o.serverSideEncryption ? 'AES256' : undefined,
          }),
        ),
      undefined,
    );
  }

  async get(name: string): Promise<StoredFile | null> {
    const res = await this.call(
      () => this.client.send(new GetObjectCommand({ Bucket: this.o.bucket, Key: this.key(name) })),
      null,
    );
    if (!res?.Body) return null;
    return { body: res.Body as Readable, size: Number(res.ContentLength ?? 0) };
  }

  async exists(name: string): Promise<boolean> {
    return this.call(async () => {
      await this.client.send(new HeadObjectCommand({ Bucket: this.o.bucket, Key: this.key(name) }));
      return true;
    }, false);
  }

  async delete(name: string): Promise<void> {
    await this.call(
      () => this.client.send(new DeleteObjectCommand({ Bucket: this.o.bucket, Key: this.key(name) })),
      undefined,
    );
  }
}
