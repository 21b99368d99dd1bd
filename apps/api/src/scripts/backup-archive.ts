/**
 * The backup file: a gzip-compressed tar (POSIX ustar) that `tar -xzf` opens too. Written and read as streams,
 * one entry at a time, so a large database dump or many images never sit in memory whole. Only regular files
 * are written and taken; a name that would land outside the extraction folder is refused.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

const BLOCK = 512;
/** The largest size ustar's 11 octal digits hold; larger files use the base-256 form GNU tar and bsdtar read. */
const MAX_OCTAL_SIZE = 8 ** 11 - 1;

export interface ArchiveEntry {
  /** The name inside the archive, with forward slashes. */
  name: string;
  /** A file on disk, or the bytes themselves. */
  source: { file: string } | { data: Buffer };
}

export class ArchiveError extends Error {}

function writeOctal(header: Buffer, value: number, offset: number, length: number): void {
  header.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'ascii');
}

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length <= 100) {
    nameBytes.copy(block, 0);
  } else {
    // ustar splits a long name at a slash: up to 155 bytes of folder (prefix) and 100 of the rest.
    const cut = name.lastIndexOf('/', name.length - 1);
    const prefix = Buffer.from(name.slice(0, cut), 'utf8');
    const rest = Buffer.from(name.slice(cut + 1), 'utf8');
    if (cut <= 0 || prefix.length > 155 || rest.length > 100)
      throw new ArchiveError(`Name too long for the archive: ${name}`);
    rest.copy(block, 0);
    prefix.copy(block, 345);
  }
  writeOctal(block, 0o644, 100, 8);
  writeOctal(block, 0, 108, 8);
  writeOctal(block, 0, 116, 8);
  if (size <= MAX_OCTAL_SIZE) {
    writeOctal(block, size, 124, 12);
  } else {
    block[124] = 0x80;
    block.writeBigUInt64BE(BigInt(size), 124 + 4);
  }
  writeOctal(block, Math.floor(mtime.getTime() / 1000), 136, 12);
  block.write('        ', 148, 8, 'ascii');
  block.write('0', 156, 1, 'ascii');
  block.write('ustar\x0000', 257, 8, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

async function* tarStream(entries: Iterable<ArchiveEntry> | AsyncIterable<ArchiveEntry>): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    if ('data' in entry.source) {
      yield header(entry.name, entry.source.data.length, new Date());
      yield entry.source.data;
      yield padding(entry.source.data.length);
    } else {
      const info = await stat(entry.source.file);
      yield header(entry.name, info.size, info.mtime);
      let written = 0;
      for await (const chunk of createReadStream(entry.source.file)) {
        written += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      if (written !== info.size) throw new ArchiveError(`${entry.source.file} changed size while it was being saved`);
      yield padding(info.size);
    }
  }
  // Two empty blocks end the archive.
  yield Buffer.alloc(BLOCK * 2);
}

/** Writes `entries` in order into a new .tar.gz at `file`. */
export async function writeArchive(
  file: string,
  entries: Iterable<ArchiveEntry> | AsyncIterable<ArchiveEntry>,
): Promise<void> {
  await pipeline(
    Readable.from(tarStream(entries)),
    createGzip(),
    createWriteStream(file, { flags: 'wx', mode: 0o600 }),
  );
}

function readOctal(block: Buffer, offset: number, length: number): number {
  if (block[offset]! & 0x80) return Number(block.readBigUInt64BE(offset + length - 8));
  const text = block
    .toString('ascii', offset, offset + length)
    .replace(/\0.*$/s, '')
    .trim();
  return text ? Number.parseInt(text, 8) : 0;
}

function readString(block: Buffer, offset: number, length: number): string {
  const end = block.indexOf(0, offset);
  return block.toString('utf8', offset, end === -1 || end > offset + length ? offset + length : end);
}

/** What to do with an entry: keep its bytes, write it to a file, or skip it. */
export type EntryTarget = { collect: true } | { file: string; mode?: number } | null;

export interface ReadEntry {
  name: string;
  size: number;
}

/**
 * Reads the archive at `file` entry by entry. `onEntry` decides where each regular file goes; collected ones are
 * handed to `onCollected`. Either callback may throw to stop reading (e.g. the manifest names the wrong database).
 */
export async function readArchive(
  file: string,
  onEntry: (entry: ReadEntry) => EntryTarget | Promise<EntryTarget>,
  onCollected: (entry: ReadEntry, data: Buffer) => void | Promise<void> = () => undefined,
): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  /** The entry whose content is arriving, and how many of its bytes (plus padding) are still to come. */
  let current: {
    entry: ReadEntry;
    left: number;
    pad: number;
    target: EntryTarget;
    parts: Buffer[];
    out?: Writable;
  } | null = null;
  let ended = false;

  const finishEntry = async () => {
    const done = current!;
    current = null;
    if (done.target && 'collect' in done.target) await onCollected(done.entry, Buffer.concat(done.parts));
    if (done.out) {
      const out = done.out;
      await new Promise<void>((resolve, reject) =>
        out.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
    }
  };

  const write = (out: Writable, chunk: Buffer) =>
    out.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', resolve));

  const consume = async (chunk: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      if (ended) return;
      if (current) {
        if (current.left > 0) {
          if (pending.length === 0) return;
          const part = pending.subarray(0, Math.min(current.left, pending.length));
          pending = pending.subarray(part.length);
          current.left -= part.length;
          if (current.parts && current.target && 'collect' in current.target) current.parts.push(Buffer.from(part));
          if (current.out) await write(current.out, part);
          continue;
        }
        if (pending.length < current.pad) return;
        pending = pending.subarray(current.pad);
        await finishEntry();
        continue;
      }
      if (pending.length < BLOCK) return;
      const block = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      if (block.every((byte) => byte === 0)) {
        ended = true;
        return;
      }
      if (block.toString('ascii', 257, 262) !== 'ustar')
        throw new ArchiveError('Not a Sapar backup (not a tar archive).');
      const prefix = readString(block, 345, 155);
      const base = readString(block, 0, 100);
      const name = prefix ? `${prefix}/${base}` : base;
      const size = readOctal(block, 124, 12);
      const type = String.fromCharCode(block[156]!);
      const isFile = type === '0' || type === '\0';
      const entry = { name, size };
      const target = isFile ? await onEntry(entry) : null;
      let out: Writable | undefined;
      if (target && 'file' in target) {
        await mkdir(path.dirname(target.file), { recursive: true });
        out = createWriteStream(target.file, { flags: 'wx', mode: target.mode ?? 0o644 });
      }
      current = { entry, left: size, pad: (BLOCK - (size % BLOCK)) % BLOCK, target, parts: [], out };
    }
  };

  const gunzip = createGunzip();
  await pipeline(
    createReadStream(file),
    gunzip,
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        consume(chunk).then(() => callback(), callback);
      },
    }),
  ).catch((error: unknown) => {
    const code = (error as { code?: string }).code;
    if (code === 'Z_DATA_ERROR')
      throw new ArchiveError('Not a Sapar backup (not a gzip file), or the file is damaged.');
    if (code === 'Z_BUF_ERROR')
      throw new ArchiveError('The backup file is cut short (copied before it was complete?).');
    throw error;
  });
  if (current !== null || !ended)
    throw new ArchiveError('The backup file is cut short (copied before it was complete?).');
}

/**
 * The path an archive name extracts to under `root`, or an error for names that are absolute or climb out
 * (`../`): a damaged or hostile file must not write elsewhere.
 */
export function pathInside(root: string, name: string): string {
  const target = path.resolve(root, name);
  if (path.isAbsolute(name) || !target.startsWith(path.resolve(root) + path.sep)) {
    throw new ArchiveError(`The backup holds a file outside its folders: ${name}`);
  }
  return target;
}
