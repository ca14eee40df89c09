// multipart/form-data bodies, read with the platform's own parser (no packages), within a size limit.
import { fail, invalidParam } from '../http.mjs';

/** Default bound of a multipart body: images, caption files, studio tasks. */
export const MULTIPART_LIMIT = 16 * 1024 * 1024;

/**
 * The form of a multipart request; `field` names the parameter blamed when the body is not multipart. The body is
 * counted as it arrives: past `limit` bytes (or a Content-Length above it) the request ends with a 413 at once,
 * so a huge or endless body never fills the process's memory.
 */
export async function readMultipart(r, field, operation, limit = MULTIPART_LIMIT) {
  const type = String(r.req.headers['content-type'] ?? '');
  if (!type.startsWith('multipart/form-data')) throw invalidParam(field, 'body', operation);
  const tooLarge = () => fail(413, `The request body is larger than ${limit} bytes.`, operation);
  if (Number(r.req.headers['content-length']) > limit) throw tooLarge();
  let seen = 0;
  let over = false;
  const body = ReadableStream.from(
    (async function* counted() {
      for await (const chunk of r.req) {
        seen += chunk.length;
        if (seen > limit) {
          over = true;
          throw tooLarge();
        }
        yield chunk;
      }
    })(),
  );
  try {
    return await new Request(r.store.origin + r.url.pathname, {
      method: r.req.method,
      headers: { 'content-type': type },
      body,
      duplex: 'half',
    }).formData();
  } catch {
    if (over) {
      r.req.resume(); // drain what is still coming so the 413 can be sent
      throw tooLarge();
    }
    throw fail(400, 'Cannot read the multipart body', operation);
  }
}
