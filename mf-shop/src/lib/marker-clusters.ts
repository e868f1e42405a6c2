// Grid-based marker clustering (the classic MarkerClusterer algorithm) with the spec's defaults: grid size 60 px,
// minimum cluster size 2, and markers processed in batches of 2000 so a large set never blocks the page.

export const CLUSTER_DEFAULTS = { gridSize: 60, minimumClusterSize: 2, batchSize: 2000 } as const;

export interface ClusterOptions {
  gridSize: number;
  minimumClusterSize: number;
  batchSize: number;
}

/** A marker at its pixel position for the map's current zoom. */
export interface PixelPoint<T> {
  item: T;
  x: number;
  y: number;
}

export interface Cluster<T> {
  /** The pixel position of the cluster's first marker (its centre stays put as markers join). */
  x: number;
  y: number;
  items: T[];
}

export interface ClusterResult<T> {
  /** Groups of at least minimumClusterSize markers, shown as one counted marker. */
  clusters: Cluster<T>[];
  /** Markers shown on their own. */
  singles: T[];
}

/** Adds points to clusters: a point joins the first cluster whose grid square (centre ± gridSize) holds it. */
function addPoints<T>(clusters: Cluster<T>[], points: PixelPoint<T>[], gridSize: number): void {
  for (const p of points) {
    const home = clusters.find((c) => Math.abs(c.x - p.x) <= gridSize && Math.abs(c.y - p.y) <= gridSize);
    if (home) home.items.push(p.item);
    else clusters.push({ x: p.x, y: p.y, items: [p.item] });
  }
}

function split<T>(clusters: Cluster<T>[], minimumClusterSize: number): ClusterResult<T> {
  return {
    clusters: clusters.filter((c) => c.items.length >= minimumClusterSize),
    singles: clusters.filter((c) => c.items.length < minimumClusterSize).flatMap((c) => c.items),
  };
}

export function clusterPoints<T>(points: PixelPoint<T>[], options: ClusterOptions = CLUSTER_DEFAULTS): ClusterResult<T> {
  const clusters: Cluster<T>[] = [];
  addPoints(clusters, points, options.gridSize);
  return split(clusters, options.minimumClusterSize);
}

/** The same in batches of options.batchSize, yielding to the browser between batches. */
export async function clusterPointsInBatches<T>(points: PixelPoint<T>[], options: ClusterOptions = CLUSTER_DEFAULTS, signal?: AbortSignal): Promise<ClusterResult<T>> {
  const clusters: Cluster<T>[] = [];
  for (let start = 0; start < points.length; start += options.batchSize) {
    if (signal?.aborted) break;
    addPoints(clusters, points.slice(start, start + options.batchSize), options.gridSize);
    if (start + options.batchSize < points.length) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return split(clusters, options.minimumClusterSize);
}
