// multipart/form-data bodies, read with the platform's own parser (no packages).
import { fail, invalidParam } from '../http.mjs';

/** The form of a multipart request; `field` names the parameter blamed when the body is not multipart. */
export async function readMultipart(r, field, operation) {
  const type = String(r.req.headers['content-type'] ?? '');
  if (!type.startsWith('multipart/form-data')) throw invalidParam(field, 'body', operation);
  try {
    return await new Request(r.store.origin + r.url.pathname, { method: r.req.method, headers: { 'content-type': type }, body: r.req, duplex: 'half' }).formData();
  } catch {
    throw fail(400, 'Cannot read the multipart body', operation);
  }
}
