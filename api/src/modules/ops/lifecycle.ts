// Whether this instance is on its way out: set when it is told to stop (SIGTERM, graceful-shutdown.ts), read by the
// readiness check and by the answers, which then ask the client (nginx) to close the connection.
export interface Lifecycle {
  readonly stopping: boolean;
  stop(): void;
}

export function createLifecycle(): Lifecycle {
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    stop() {
      stopping = true;
    },
  };
}
