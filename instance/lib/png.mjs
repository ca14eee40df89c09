// A minimal PNG encoder (RGB, 8-bit) for deterministic placeholder images: thumbnails, previews, avatars, logos.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** Encodes a width×height PNG whose pixel colour is `pixel(x, y) → [r, g, b]`. */
export function encodePng(width, height, pixel) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let o = 0;
  for (let y = 0; y < height; y++) {
    raw[o++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw[o++] = r;
      raw[o++] = g;
      raw[o++] = b;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2; // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A two-colour diagonal gradient with a centred disc, coloured from a string seed (same seed, same image). */
export function placeholderPng(width, height, seed) {
  let h = 2166136261;
  for (const ch of String(seed)) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const hue = (n) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
  const a = hue(h);
  const b = hue(Math.imul(h, 2654435761) >>> 0);
  const r = Math.min(width, height) / 4;
  return encodePng(width, height, (x, y) => {
    const dx = x - width / 2,
      dy = y - height / 2;
    if (dx * dx + dy * dy < r * r) return [255, 255, 255];
    const t = (x / width + y / height) / 2;
    return [0, 1, 2].map((i) => Math.round(a[i] * (1 - t) + b[i] * t));
  });
}
