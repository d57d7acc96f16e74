/**
 * Writes apps/web/public/sounds/notification.wav: Vitrine's own notification sound, made here
 * from scratch (no recording, no sample library). Two soft bell tones a fifth apart (E6, B6),
 * each with a few inharmonic partials and an exponential fade, 0.45 s in all, mono 8-bit 16 kHz
 * PCM so the file stays small (about 7 kB). Run: npx tsx scripts/make-notification-sound.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const RATE = 16_000;
const SECONDS = 0.45;
const samples = Math.round(RATE * SECONDS);

/** A bell strike: a fundamental plus quieter, faster-fading partials. */
const bell = (t: number, frequency: number) => {
  if (t < 0) return 0;
  const attack = Math.min(1, t / 0.004);
  return (
    attack *
    (Math.sin(2 * Math.PI * frequency * t) * Math.exp(-t * 9) +
      0.35 * Math.sin(2 * Math.PI * frequency * 2.76 * t) * Math.exp(-t * 18) +
      0.15 * Math.sin(2 * Math.PI * frequency * 5.4 * t) * Math.exp(-t * 30))
  );
};

const data = Buffer.alloc(samples);
for (let i = 0; i < samples; i += 1) {
  const t = i / RATE;
  const value = 0.42 * bell(t, 1318.5) + 0.36 * bell(t - 0.12, 1975.5);
  // 8-bit PCM is unsigned, silence at 128.
  data[i] = Math.max(0, Math.min(255, Math.round(128 + value * 127)));
}

const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16); // fmt chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE, 28); // bytes per second
header.writeUInt16LE(1, 32); // block align
header.writeUInt16LE(8, 34); // bits per sample
header.write('data', 36);
header.writeUInt32LE(data.length, 40);

const out = path.resolve(import.meta.dirname, '../apps/web/public/sounds/notification.wav');
writeFileSync(out, Buffer.concat([header, data]));
console.log(`wrote ${out} (${44 + data.length} bytes)`);
