// Synthesises the three sounds of the sound service (spec §1: card click, flip fail, flip success)
// as small mono 16-bit PCM WAV files in public/sounds/. Deterministic: same bytes on every run.
// Run: node apps/web/scripts/make-sounds.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const RATE = 11025; // plenty for short blips, and keeps each file a few kB
const outDir = fileURLToPath(new URL('../public/sounds/', import.meta.url));

/** A sine tone with a gliding pitch and an exponential decay envelope. */
function tone({ from, to = from, seconds, decay, gain = 0.6, attack = 0.004 }) {
  const n = Math.round(RATE * seconds);
  const out = new Float32Array(n);
  let phase = 0;
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    const f = from + (to - from) * (i / n);
    phase += (2 * Math.PI * f) / RATE;
    const env = Math.min(1, t / attack) * Math.exp(-t / decay);
    out[i] = gain * env * (Math.sin(phase) + 0.25 * Math.sin(2 * phase));
  }
  return out;
}

/** Deterministic noise burst (a linear congruential generator, not Math.random) for the click. */
function click(seconds) {
  const n = Math.round(RATE * seconds);
  const out = new Float32Array(n);
  let s = 12345;
  let prev = 0;
  for (let i = 0; i < n; i++) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const white = s / 1073741824 - 1;
    prev = 0.55 * prev + 0.45 * white; // a gentle low-pass so it sounds like card stock, not hiss
    out[i] = 0.7 * prev * Math.exp(-i / (RATE * 0.012));
  }
  return out;
}

function mix(length, ...parts) {
  const out = new Float32Array(length);
  for (const [offsetSeconds, samples] of parts) {
    const at = Math.round(offsetSeconds * RATE);
    for (let i = 0; i < samples.length && at + i < length; i++) out[at + i] += samples[i];
  }
  return out;
}

function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((v, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v)) * 32767), i * 2));
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16); // fmt chunk size
  head.writeUInt16LE(1, 20); // PCM
  head.writeUInt16LE(1, 22); // mono
  head.writeUInt32LE(RATE, 24);
  head.writeUInt32LE(RATE * 2, 28); // byte rate
  head.writeUInt16LE(2, 32); // block align
  head.writeUInt16LE(16, 34); // bits per sample
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

const sounds = {
  'card-click': mix(
    Math.round(RATE * 0.06),
    [0, click(0.06)],
    [0, tone({ from: 1800, seconds: 0.03, decay: 0.008, gain: 0.2 })],
  ),
  'flip-fail': mix(
    Math.round(RATE * 0.28),
    [0, tone({ from: 330, to: 250, seconds: 0.14, decay: 0.08 })],
    [0.12, tone({ from: 250, to: 180, seconds: 0.16, decay: 0.09 })],
  ),
  'flip-success': mix(
    Math.round(RATE * 0.34),
    [0, tone({ from: 660, seconds: 0.12, decay: 0.06, gain: 0.45 })],
    [0.08, tone({ from: 880, seconds: 0.12, decay: 0.06, gain: 0.45 })],
    [0.16, tone({ from: 1320, seconds: 0.18, decay: 0.08, gain: 0.4 })],
  ),
};

mkdirSync(outDir, { recursive: true });
for (const [name, samples] of Object.entries(sounds)) {
  const bytes = wav(samples);
  writeFileSync(`${outDir}${name}.wav`, bytes);
  console.log(`${name}.wav ${bytes.length} bytes`);
}
