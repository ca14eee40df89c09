// Uploaded actor images (account and channel avatars, channel banners): PeerTube's type and size rules, and keeping
// the bytes to serve at every generated path. A new upload gets a new version, so its paths are new (no stale cache).
import { randomUUID } from 'node:crypto';
import { invalidParam } from '../http.mjs';
import { readMultipart } from './multipart.mjs';
import { putUploadedImage } from '../media.mjs';

/** Image types PeerTube takes for avatars and banners (MIMETYPES.IMAGE). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
/** Largest image (CONSTRAINTS_FIELDS.ACTORS.IMAGE.FILE_SIZE). */
export const IMAGE_MAX = 4 * 1024 * 1024;

/** The image of multipart field `field`, or a 400 like express-validator's. */
export async function readActorImage(r, field, operation) {
  const form = await readMultipart(r, field, operation);
  const file = form.get(field);
  if (!(file instanceof File) || !IMAGE_TYPES.includes(file.type) || file.size > IMAGE_MAX) {
    const err = invalidParam(field, 'body', operation);
    err.body['invalid-params'][field].msg =
      `This file is not supported or too large. Please, make sure it is of the following type: ${IMAGE_TYPES.join(', ')}`;
    throw err;
  }
  return file;
}

/** A new version tag for an actor's image (part of its paths). */
export const imageVersion = () => randomUUID().slice(0, 8);

/** Serves `file` at each image's path; resolves to the images. */
export async function keepImages(images, file) {
  const bytes = Buffer.from(await file.arrayBuffer());
  for (const image of images) putUploadedImage(image.path, file.type, bytes);
  return images;
}
