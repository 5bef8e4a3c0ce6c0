/** One stored file as a listing gives it: its name (`<id>.<ext>` or `private/<id>.<ext>`) and size. */
export type StoredObject = { name: string; size: number };

/**
 * Where uploads are kept: this machine's folder, or an S3-compatible bucket that several machines
 * share. Names are the file store's (`lib/files.ts` `storedName`): a bare name or one under
 * `private/`. Every upload, resized copy, proof, delivery photo, event image and QR image goes
 * through one of these, and so does every read of them (the files routes, the Telegram sender,
 * backups).
 */
export interface ObjectStore {
  /** Where the files are, for people: a folder, or `s3://bucket/prefix` and its endpoint. */
  readonly where: string;
  put(name: string, body: Buffer, type: string): Promise<void>;
  /** The file's bytes; undefined when there is none by that name. */
  get(name: string): Promise<Buffer | undefined>;
  /** The file's size in bytes; undefined when there is none by that name. */
  sizeOf(name: string): Promise<number | undefined>;
  /** Removes the files named; a name with no file is no error. */
  remove(names: string[]): Promise<void>;
  /** Every stored file, in no promised order. */
  list(): AsyncIterable<StoredObject>;
}
