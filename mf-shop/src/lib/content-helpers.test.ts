import { describe, expect, it } from 'vitest';
import { CLUSTER_DEFAULTS, clusterPoints, clusterPointsInBatches } from './marker-clusters.ts';

describe('marker clustering', () => {
  it('uses the spec defaults', () => {
    expect(CLUSTER_DEFAULTS).toEqual({ gridSize: 60, minimumClusterSize: 2, batchSize: 2000 });
  });

  it('groups markers within the grid size and leaves lone ones single', () => {
    const points = [
      { item: 'a', x: 100, y: 100 },
      { item: 'b', x: 150, y: 130 },
      { item: 'c', x: 400, y: 400 },
      { item: 'd', x: 161, y: 100 },
    ];
    const result = clusterPoints(points);
    expect(result.clusters).toEqual([{ x: 100, y: 100, items: ['a', 'b'] }]);
    expect(result.singles.sort()).toEqual(['c', 'd']);
  });

  it('gives the same result in batches as in one go', async () => {
    const points = Array.from({ length: 4500 }, (_, i) => ({ item: i, x: (i * 37) % 3000, y: (i * 91) % 2000 }));
    const once = clusterPoints(points);
    const batched = await clusterPointsInBatches(points);
    expect(batched.clusters.length).toBe(once.clusters.length);
    expect(batched.singles.length).toBe(once.singles.length);
  });
});
