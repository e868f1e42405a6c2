// A minimal WebM (Matroska) muxer for short generated clips: every frame is a VP8 key frame, which is exactly the
// bitstream inside a lossy WebP image, so sharp renders the frames and this file only packs them.

function vintSize(n: number): Buffer {
  for (let len = 1; len <= 8; len++) {
    if (n < 2 ** (7 * len) - 1) {
      const out = Buffer.alloc(len);
      let v = n;
      for (let i = len - 1; i >= 0; i--) {
        out[i] = v & 0xff;
        v = Math.floor(v / 256);
      }
      out[0]! |= 1 << (8 - len);
      return out;
    }
  }
  throw new Error('webm: element too large');
}

function element(id: number, data: Buffer): Buffer {
  const idBytes = Buffer.from(id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, '0'), 'hex');
  return Buffer.concat([idBytes, vintSize(data.length), data]);
}

function uint(id: number, value: number): Buffer {
  const bytes: number[] = [];
  let v = value;
  do {
    bytes.unshift(v & 0xff);
    v = Math.floor(v / 256);
  } while (v > 0);
  return element(id, Buffer.from(bytes));
}

const text = (id: number, value: string): Buffer => element(id, Buffer.from(value, 'ascii'));
const float = (id: number, value: number): Buffer => {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(value);
  return element(id, b);
};

/** The VP8 key frame inside a lossy WebP file (RIFF 'WEBP' with a 'VP8 ' chunk). */
export function vp8FrameOfWebp(webp: Buffer): Buffer {
  if (webp.toString('ascii', 0, 4) !== 'RIFF' || webp.toString('ascii', 8, 12) !== 'WEBP') throw new Error('webm: not a WebP file');
  let offset = 12;
  while (offset + 8 <= webp.length) {
    const fourcc = webp.toString('ascii', offset, offset + 4);
    const size = webp.readUInt32LE(offset + 4);
    if (fourcc === 'VP8 ') return webp.subarray(offset + 8, offset + 8 + size);
    offset += 8 + size + (size % 2);
  }
  throw new Error('webm: the WebP has no lossy VP8 frame (render it opaque and lossy)');
}

/** Packs VP8 key frames of one size into a WebM file playing at `fps`. */
export function writeWebm(frames: Buffer[], opts: { width: number; height: number; fps: number }): Buffer {
  const frameMs = 1000 / opts.fps;
  const header = element(
    0x1a45dfa3,
    Buffer.concat([uint(0x4286, 1), uint(0x42f7, 1), uint(0x42f2, 4), uint(0x42f3, 8), text(0x4282, 'webm'), uint(0x4287, 2), uint(0x4285, 2)]),
  );
  const info = element(
    0x1549a966,
    Buffer.concat([uint(0x2ad7b1, 1_000_000), text(0x4d80, 'kovovyroba-seed'), text(0x5741, 'kovovyroba-seed'), float(0x4489, frames.length * frameMs)]),
  );
  const video = element(0xe0, Buffer.concat([uint(0xb0, opts.width), uint(0xba, opts.height)]));
  const track = element(
    0xae,
    Buffer.concat([uint(0xd7, 1), uint(0x73c5, 1), uint(0x83, 1), text(0x86, 'V_VP8'), uint(0x9c, 0), uint(0x23e383, Math.round(frameMs * 1_000_000)), video]),
  );
  const tracks = element(0x1654ae6b, track);
  // Clusters of at most 30 s each (a block's time is a signed 16-bit offset from its cluster).
  const clusters: Buffer[] = [];
  const perCluster = Math.max(1, Math.floor(30_000 / frameMs));
  for (let start = 0; start < frames.length; start += perCluster) {
    const clusterTime = Math.round(start * frameMs);
    const blocks = frames.slice(start, start + perCluster).map((frame, i) => {
      const head = Buffer.alloc(4);
      head[0] = 0x81; // track 1
      head.writeInt16BE(Math.round((start + i) * frameMs) - clusterTime, 1);
      head[3] = 0x80; // key frame
      return element(0xa3, Buffer.concat([head, frame]));
    });
    clusters.push(element(0x1f43b675, Buffer.concat([uint(0xe7, clusterTime), ...blocks])));
  }
  return Buffer.concat([header, element(0x18538067, Buffer.concat([info, tracks, ...clusters]))]);
}
