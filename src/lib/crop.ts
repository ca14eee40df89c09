// Cropping an image to the square PeerTube keeps for avatars, in the browser, before any byte is sent.

/** A rectangle in the image's own pixels (what the cropper reports). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest side PeerTube keeps for an avatar (it makes 48, 120 and 600 px versions). */
export const AVATAR_SIDE = 600;

/** Where `area` sits once clamped into an image of `width`×`height` (a cropper may report a few pixels outside). */
export function clampArea(area: CropArea, width: number, height: number): CropArea {
  const x = Math.max(0, Math.min(Math.round(area.x), width - 1));
  const y = Math.max(0, Math.min(Math.round(area.y), height - 1));
  return {
    x,
    y,
    width: Math.max(1, Math.min(Math.round(area.width), width - x)),
    height: Math.max(1, Math.min(Math.round(area.height), height - y)),
  };
}

/** Draws `area` of the image at `url` into a square of at most `side` px and encodes it (PNG keeps transparency). */
export function cropToBlob(url: string, area: CropArea, side = AVATAR_SIDE, type = 'image/png'): Promise<Blob> {
  return cropToWidth(url, area, side, type);
}

/** The largest banner width PeerTube keeps (1920 × 317). */
export const BANNER_WIDTH = 1920;

/** Draws `area` of the image at `url` at most `maxWidth` px wide, keeping the area's shape (a banner), and encodes it. */
export async function cropToWidth(url: string, area: CropArea, maxWidth: number, type = 'image/png'): Promise<Blob> {
  const image = new Image();
  image.src = url;
  await image.decode();
  const box = clampArea(area, image.naturalWidth, image.naturalHeight);
  const width = Math.min(maxWidth, box.width);
  const height = Math.max(1, Math.round((box.height * width) / box.width));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  context.drawImage(image, box.x, box.y, box.width, box.height, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Cannot encode the image'))), type, 0.92),
  );
}
