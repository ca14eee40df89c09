// Deterministic ids: a seeded PRNG, UUID v4 strings and PeerTube's short UUIDs.

/** A seeded PRNG (mulberry32) returning floats in [0, 1): same seed, same sequence. */
export function prng(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A UUID v4 string drawn from the given PRNG. */
export function uuidFrom(rand) {
  const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

// PeerTube uses the `short-uuid` package: flickrBase58 of the UUID's 128-bit number.
const BASE58 = '123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';

/** PeerTube's shortUUID for a UUID (e.g. aa577894-… → n317JWSZo2dyFYxx1gjekH). */
export function shortUUID(uuid) {
  let n = BigInt('0x' + uuid.replace(/-/g, ''));
  let out = '';
  while (n > 0n) {
    out = BASE58[Number(n % 58n)] + out;
    n /= 58n;
  }
  return out;
}

/** A random opaque token (tokens need not be deterministic, only unguessable-enough for a test server). */
export function randomToken() {
  return (
    globalThis.crypto.randomUUID().replace(/-/g, '') + globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 8)
  );
}
