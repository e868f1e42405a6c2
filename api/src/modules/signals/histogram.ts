// Web vitals kept as log-scale histograms (decision 0085): a sample costs one counter, the 75th percentile of any
// set of hours is read from the summed buckets, to within the bucket's ~10 %.
import type { Vital } from '@shop/shared/contracts/signals';

const GROWTH = 1.1;
/** CLS is a small unitless score: kept in thousandths so its buckets are as fine as the milliseconds'. */
const SCALE: Record<Vital, number> = { lcp: 1, inp: 1, cls: 1000 };

/** The bucket of a sample: 0 holds everything up to 1 (ms, or a thousandth of CLS). */
export function bucketOf(metric: Vital, value: number): number {
  const scaled = value * SCALE[metric];
  return scaled <= 1 ? 0 : Math.ceil(Math.log(scaled) / Math.log(GROWTH));
}

/** The upper bound of a bucket, in the metric's unit (ms, or CLS as the browser reports it). */
export function upperBoundOf(metric: Vital, bucket: number): number {
  const bound = GROWTH ** bucket / SCALE[metric];
  return metric === 'cls' ? Math.round(bound * 1000) / 1000 : Math.round(bound);
}

/** The 75th percentile of a histogram's samples (bucket -> count); null without samples. */
export function p75Of(metric: Vital, buckets: ReadonlyMap<number, number>): number | null {
  const total = [...buckets.values()].reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const bucket of [...buckets.keys()].sort((a, b) => a - b)) {
    seen += buckets.get(bucket) ?? 0;
    if (seen >= total * 0.75) return upperBoundOf(metric, bucket);
  }
  return null;
}
