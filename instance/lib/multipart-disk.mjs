// multipart/form-data read as it arrives, for bodies that carry a whole video (the legacy single-request upload):
// the named file fields go straight to disk, everything else stays small in memory, and the body is counted against a
// limit, so a 2 GB upload never sits in the process's memory.
import { createWriteStream, openAsBlob } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fail, invalidParam } from '../http.mjs';

/** Bound of the in-memory parts (fields, thumbnails) of a body whose file parts go to disk. */
const SMALL_PARTS_LIMIT = 16 * 1024 * 1024;

/** The boundary of a multipart Content-Type, or null. */
export function boundaryOf(type) {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(type);
  return m ? (m[1] ?? m[2]).trim() : null;
}

/** name, filename and type of one part's headers. */
function partHeaders(text) {
  const disposition = /content-disposition:([^\r\n]*)/i.exec(text)?.[1] ?? '';
  const param = (key) =>
    new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(disposition)?.[1]?.replace(/\\(.)/g, '$1');
  return {
    name: param('name'),
    filename: param('filename'),
    type: /content-type:\s*([^\r\n]*)/i.exec(text)?.[1]?.trim() ?? '',
  };
}

/**
 * The form of a multipart request, with the parts named in `toDisk` written under `dir` and given as disk-backed
 * Files. Past `limit` bytes the request ends with a 413; a body that is not multipart blames `field`. `cleanup()`
 * removes the files written (call it once the request is answered).
 */
export async function readMultipartToDisk(r, { field, operation, limit, dir, toDisk }) {
  const type = String(r.req.headers['content-type'] ?? '');
  const boundary = type.startsWith('multipart/form-data') ? boundaryOf(type) : null;
  if (!boundary) throw invalidParam(field, 'body', operation);
  const tooLarge = () => fail(413, `The request body is larger than ${limit} bytes.`, operation);
  if (Number(r.req.headers['content-length']) > limit) throw tooLarge();

  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const written = [];
  const form = new FormData();
  let buffer = Buffer.from('\r\n'); // so the first boundary matches the delimiter like the others
  let state = 'preamble';
  let part = null;
  let seen = 0;
  let small = 0;

  const openPart = (headers) => {
    const { name, filename, type: partType } = partHeaders(headers);
    if (!name) throw fail(400, 'Cannot read the multipart body', operation);
    if (filename !== undefined && toDisk.includes(name)) {
      const file = path.join(dir, `form-${randomBytes(8).toString('hex')}`);
      written.push(file);
      const out = createWriteStream(file);
      // A disk error surfaces at end(); a stream destroyed after a refusal has nobody left to tell.
      out.on('error', () => {});
      return { name, filename, type: partType, file, out, size: 0 };
    }
    return { name, filename, type: partType, chunks: [] };
  };
  const write = async (data) => {
    if (!data.length) return;
    if (part.out) {
      part.size += data.length;
      if (!part.out.write(data))
        await new Promise((resolve) => {
          part.out.once('drain', resolve);
          part.out.once('close', resolve);
        });
    } else {
      small += data.length;
      if (small > SMALL_PARTS_LIMIT) throw tooLarge();
      part.chunks.push(data);
    }
  };
  const closePart = async () => {
    if (part.out) {
      await new Promise((resolve, reject) => part.out.end((error) => (error ? reject(error) : resolve())));
      const blob = await openAsBlob(part.file, { type: part.type });
      form.append(part.name, new File([blob], part.filename, { type: part.type }));
    } else if (part.filename !== undefined) {
      form.append(part.name, new File(part.chunks, part.filename, { type: part.type }));
    } else {
      form.append(part.name, Buffer.concat(part.chunks).toString('utf8'));
    }
    part = null;
  };

  try {
    for await (const chunk of r.req) {
      seen += chunk.length;
      if (seen > limit) throw tooLarge();
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (state === 'preamble' || state === 'body') {
          const at = buffer.indexOf(delimiter);
          if (at < 0) {
            // Keep what could be the start of a delimiter; the rest is this part's data.
            const keep = Math.max(0, buffer.length - delimiter.length);
            if (state === 'body') await write(buffer.subarray(0, keep));
            buffer = buffer.subarray(keep);
            break;
          }
          if (state === 'body') {
            await write(buffer.subarray(0, at));
            await closePart();
          }
          buffer = buffer.subarray(at + delimiter.length);
          state = 'after-boundary';
        }
        if (state === 'after-boundary') {
          if (buffer.length < 2) break;
          if (buffer.subarray(0, 2).toString() === '--') {
            state = 'done';
            break;
          }
          buffer = buffer.subarray(2); // CRLF
          state = 'headers';
        }
        if (state === 'headers') {
          const end = buffer.indexOf('\r\n\r\n');
          if (end < 0) {
            if (buffer.length > 16 * 1024) throw fail(400, 'Cannot read the multipart body', operation);
            break;
          }
          part = openPart(buffer.subarray(0, end).toString('utf8'));
          buffer = buffer.subarray(end + 4);
          state = 'body';
        }
        if (state === 'done') break;
      }
    }
    if (state !== 'done') throw fail(400, 'Cannot read the multipart body', operation);
  } catch (error) {
    part?.out?.destroy();
    if (seen > limit || small > SMALL_PARTS_LIMIT) r.req.resume(); // drain what is still coming so the 413 can be sent
    await Promise.all(written.map((file) => rm(file, { force: true })));
    throw error;
  }
  return { form, cleanup: () => Promise.all(written.map((file) => rm(file, { force: true }))) };
}
