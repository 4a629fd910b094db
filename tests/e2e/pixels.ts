import sharp from 'sharp';

/** The share of pixels (0..1) that differ between two PNG screenshots of the same size. */
export async function pixelDifference(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all([a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  if (!left || !right) throw new Error('could not decode the screenshots');
  if (left.info.width !== right.info.width || left.info.height !== right.info.height) {
    throw new Error(`sizes differ: ${left.info.width}x${left.info.height} against ${right.info.width}x${right.info.height}`);
  }
  const CHANNEL_TOLERANCE = 8;
  let differing = 0;
  for (let offset = 0; offset < left.data.length; offset += 4) {
    for (let channel = 0; channel < 4; channel += 1) {
      if (Math.abs(left.data[offset + channel]! - right.data[offset + channel]!) > CHANNEL_TOLERANCE) {
        differing += 1;
        break;
      }
    }
  }
  return differing / (left.info.width * left.info.height);
}
