// Writes the phonemessage seeds that a phone page seals (fuzz/README.md), with Debian's
// tweetnacl as web/phone/phone.js uses it: `node fuzz/make-phone-corpus.js fuzz/corpus/phonemessage`.
// Fixed keys, as FuzzPhoneMessage.cpp's seat table and tests/phones/SeatLinkTests.cpp hold them:
// the seat key 0..31, the tablet's secret key 32..63, the phone's secret key 64..95, and the
// link's challenge 32 x 0x07. Nonces are random, so each run writes other bytes.
'use strict';
const fs = require('fs');
const path = require('path');
const nacl = require('/usr/share/nodejs/tweetnacl/nacl-fast.js');

const out = process.argv[2];
if (!out) throw new Error('usage: node fuzz/make-phone-corpus.js DIR');
const range = (from) => Uint8Array.from({ length: 32 }, (_, i) => from + i);
const seatKey = range(0);
const tablet = nacl.box.keyPair.fromSecretKey(range(32));
const phone = nacl.box.keyPair.fromSecretKey(range(64));
const stranger = nacl.box.keyPair.fromSecretKey(range(96));
const challenge = new Uint8Array(32).fill(7);
const utf8 = new TextEncoder();
const b64 = (bytes) => Buffer.from(bytes).toString('base64url');
const concat = (...parts) => {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) { all.set(p, at); at += p.length; }
  return all;
};
function pad(bytes, size) {
  const padded = new Uint8Array((Math.floor(bytes.length / size) + 1) * size);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  return padded;
}
function seal(value, size, shared) {
  const nonce = nacl.randomBytes(24);
  return b64(concat(nonce, nacl.box.after(pad(utf8.encode(JSON.stringify(value)), size), nonce, shared)));
}
function claim(pair) {
  const proof = nacl.hash(concat(utf8.encode('heist-table claim v2'), seatKey, challenge, pair.publicKey)).slice(0, 32);
  const shared = nacl.box.before(tablet.publicKey, pair.secretKey);
  return JSON.stringify({ t: 'claim', device: b64(pair.publicKey), box: seal({ challenge: b64(challenge), proof: b64(proof) }, 256, shared) });
}
const shared = nacl.box.before(tablet.publicKey, phone.secretKey);
const up = (n) => JSON.stringify({ t: 'up', box: seal({ n: n, intent: { type: 't', args: { guest: 'x' } } }, 1024, shared) });
const hello = JSON.stringify({ t: 'hello', seat: 0, handle: 'AAECAwQFBgcI' });
const write = (name, lines) => fs.writeFileSync(path.join(out, name), lines.join('\n') + '\n');
write('claim-and-entries', [hello, claim(phone), up(3), '{"t":"ping"}', up(4), up(4)]);
write('wrong-key', [hello, claim(stranger).replace(b64(stranger.publicKey), b64(phone.publicKey))]);
write('claim-content', [JSON.stringify({ t: 'claim', device: b64(phone.publicKey),
  box: b64(utf8.encode(JSON.stringify({ challenge: b64(challenge), proof: b64(new Uint8Array(32)) }))) })]);
write('duplicate-key', ['{"t":"hello","seat":0,"seat":1,"handle":"AAECAwQFBgcI"}']);
write('ping-first', ['{"t":"ping"}', hello]);
