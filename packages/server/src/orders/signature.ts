/**
 * Demo signatures: a small greyscale PNG of a few pen strokes, drawn here (no image library), so the console's
 * signature modal shows something a person would recognise as a signature. A few variants; about 1 KB each.
 */
import { deflateSync } from 'node:zlib';

const WIDTH = 180;
const HEIGHT = 60;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit greyscale PNG of the pixels (0 ink, 255 paper), row by row. */
function png(pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const raw = Buffer.alloc((WIDTH + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    raw[y * (WIDTH + 1)] = 0; // no filter
    Buffer.from(pixels.buffer, pixels.byteOffset + y * WIDTH, WIDTH).copy(raw, y * (WIDTH + 1) + 1);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** Strokes of a scribbled name: loops along a baseline, then an underline; `variant` changes their rhythm. */
function draw(variant: number): Uint8Array {
  const pixels = new Uint8Array(WIDTH * HEIGHT).fill(255);
  const dot = (x: number, y: number) => {
    for (let dx = -1; dx <= 0; dx++)
      for (let dy = -1; dy <= 0; dy++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px >= 0 && px < WIDTH && py >= 0 && py < HEIGHT) pixels[py * WIDTH + px] = 20;
      }
  };
  const loops = 4 + (variant % 3);
  for (let t = 0; t <= 1; t += 0.0008) {
    const x = 12 + t * 140 + 9 * Math.sin(t * Math.PI * 2 * loops + variant);
    const y = 30 - 14 * Math.cos(t * Math.PI * 2 * loops) * (0.6 + 0.4 * Math.sin(t * 7 + variant)) - t * 6;
    dot(x, y);
  }
  for (let t = 0; t <= 1; t += 0.002) dot(20 + t * 145, 48 + 3 * Math.sin(t * 5 + variant) - t * 4);
  return pixels;
}

/** The demo signatures as data URLs, as the handheld sends them. */
export const DEMO_SIGNATURES: readonly string[] = [0, 1, 2, 3].map((variant) => `data:image/png;base64,${png(draw(variant)).toString('base64')}`);
