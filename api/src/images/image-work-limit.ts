/** A place in the image work queue: held from the moment an upload is let in until it is done. */
export interface ImageWorkPlace {
  /** Runs the work once one of the `concurrent` slots is free. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the place back (always call it, also when the work never ran). Safe to call twice. */
  leave(): void;
}

/**
 * Bounds the photo work of one API process: at most `concurrent` photos decoded at once (each
 * 40-megapixel decode takes about 120 MB), and at most `waiting` more uploads let in to wait for
 * their turn, their bodies (at most 5 MB each) read meanwhile. When every place is taken an
 * upload is refused at once (503 with Retry-After) rather than piling up memory.
 */
export class ImageWorkLimit {
  private admitted = 0;
  private running = 0;
  private readonly queue: Array<() => void> = [];

  readonly concurrent: number;
  readonly waiting: number;

  constructor(concurrent: number, waiting: number) {
    this.concurrent = concurrent;
    this.waiting = waiting;
  }

  /** Counts for tests and logs. */
  get stats() {
    return { admitted: this.admitted, running: this.running, queued: this.queue.length };
  }

  /** A place, or null when `concurrent + waiting` uploads are already in. */
  enter(): ImageWorkPlace | null {
    if (this.admitted >= this.concurrent + this.waiting) return null;
    this.admitted++;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      this.admitted--;
    };
    return {
      run: async <T>(work: () => Promise<T>): Promise<T> => {
        await this.turn();
        try {
          return await work();
        } finally {
          this.running--;
          this.queue.shift()?.();
        }
      },
      leave,
    };
  }

  private turn(): Promise<void> {
    if (this.running < this.concurrent) {
      this.running++;
      return Promise.resolve();
    }
    // The slot is handed over by the finishing job, so `running` never drops in between.
    return new Promise((resolve) => {
      this.queue.push(() => {
        this.running++;
        resolve();
      });
    });
  }
}
