// The integrity check of HLS segments received over P2P (and HTTP): PeerTube publishes, next to each HLS playlist, a
// `segmentsSha256Url` JSON of the SHA-256 of every segment — by file name, and by byte range for the fragmented MP4
// files PeerTube 7 writes ({ "<uuid>-480-fragmented.mp4": { "1353-55958": "<hex>" } }). A segment whose hash differs
// is refused: a peer cannot feed a viewer altered video.

/** The published hashes: a file's hash, or its byte ranges' hashes ("start-end", inclusive, as in HTTP ranges). */
export type SegmentHashes = Record<string, string | Record<string, string>>;

/** What the loader hands over: the segment's URL, its HTTP range when it is a part of a file, and its bytes. */
export interface CheckedSegment {
  url: string;
  /** "bytes=1353-55958", as p2p-media-loader writes a segment's range. */
  range?: string;
  data?: ArrayBuffer;
}

/** The file name of a segment URL (no query, no folders), as the hashes file names it. */
export function segmentFileName(url: string): string {
  return url.split(/[?#]/)[0].split('/').pop() ?? '';
}

/** The published hash of a segment; undefined when the file lists no such file or range. */
export function expectedHash(hashes: SegmentHashes, url: string, range?: string): string | undefined {
  const entry = hashes[segmentFileName(url)];
  if (typeof entry === 'string' || entry === undefined) return entry;
  const match = /bytes=(\d+)-(\d+)/.exec(range ?? '');
  return match ? entry[`${match[1]}-${match[2]}`] : undefined;
}

/** SHA-256 of `data` in lowercase hex: the browser's crypto where it has it (secure contexts), else our own. */
export async function sha256Hex(data: ArrayBuffer): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  const digest = subtle ? new Uint8Array(await subtle.digest('SHA-256', data)) : sha256(new Uint8Array(data));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Options of a validator: how to read the hashes file, and how long to wait before reading it again. */
export interface ValidatorOptions {
  loadHashes: () => Promise<SegmentHashes>;
  /** A segment the file does not list yet (a live's newest) makes it read again, up to this many times. */
  retries?: number;
  waitMs?: number;
}

/**
 * A segment validator for p2p-media-loader (its `segmentValidator` setting): resolves when the segment's bytes match
 * the published hash, throws otherwise, so the loader drops the segment (and the peer that sent it) and asks the
 * server instead. The hashes file is read once, and again when a segment is missing from it (lives grow).
 */
export function createSegmentValidator({ loadHashes, retries = 10, waitMs = 500 }: ValidatorOptions) {
  let hashes: Promise<SegmentHashes> | null = null;
  const read = () => (hashes = loadHashes().catch(() => ({}) as SegmentHashes));
  return async function validate(segment: CheckedSegment): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const expected = expectedHash(await (hashes ?? read()), segment.url, segment.range);
      if (expected) {
        const actual = segment.data ? await sha256Hex(segment.data) : '';
        if (actual !== expected) throw new Error(`Segment ${segmentFileName(segment.url)} does not match its hash`);
        return;
      }
      if (attempt >= retries) throw new Error(`Segment ${segmentFileName(segment.url)} is not in the hashes file`);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      read();
    }
  };
}

// SHA-256 (FIPS 180-4) for pages served over plain HTTP from a non-local host, where crypto.subtle does not exist.
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

/** SHA-256 of `bytes` (the fallback of sha256Hex; exported for its test against the browser's). */
export function sha256(bytes: Uint8Array): Uint8Array {
  const length = bytes.length;
  const padded = new Uint8Array((((length + 9 + 63) >> 6) << 6) >>> 0);
  padded.set(bytes);
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(length / 0x20000000));
  view.setUint32(padded.length - 4, (length << 3) >>> 0);
  const h = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const w = new Uint32Array(64);
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3);
      const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10);
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h;
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
    h[4] += e;
    h[5] += f;
    h[6] += g;
    h[7] += hh;
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  h.forEach((word, i) => outView.setUint32(i * 4, word));
  return out;
}
