// Bounds the image work running at once (issue 28, 1): renders take a slot; a few wait for one; beyond that the
// caller is told at once that the service is busy, so a burst of image requests cannot starve the API of CPU.
import { HttpError } from '../../lib/errors.ts';

export function createWorkLimiter(opts: { slots: number; maxWaiting: number }) {
  let running = 0;
  const waiting: Array<() => void> = [];

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    /** Runs work in a slot; throws 503 (code images.busy) when every slot is taken and the queue is full. */
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < opts.slots) running++;
      else if (waiting.length < opts.maxWaiting) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new HttpError(503, 'The image service is busy; try again in a moment', undefined, 'images.busy');
      try {
        return await work();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}

export type WorkLimiter = ReturnType<typeof createWorkLimiter>;
