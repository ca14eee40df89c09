// RFC 6238 one-time codes (30 s, 6 digits, SHA-1), the kind PeerTube's two-factor authentication asks for.
import { createHmac, randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A new base32 secret (160 bits, as otpauth apps expect). */
export function newSecret() {
  let bits = '';
  for (const byte of randomBytes(20)) bits += byte.toString(2).padStart(8, '0');
  return bits
    .match(/.{5}/g)
    .map((b) => ALPHABET[parseInt(b, 2)])
    .join('');
}

/** The code of a base32 secret at `now` (or `step` periods away from it). */
export function totp(secret, now = Date.now(), step = 0) {
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase())
    bits += ALPHABET.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30) + step));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Whether `code` is the secret's code now or one period either side (clock drift, as PeerTube's otplib window). */
export function totpValid(secret, code, now = Date.now()) {
  return [-1, 0, 1].some((step) => totp(secret, now, step) === String(code));
}
