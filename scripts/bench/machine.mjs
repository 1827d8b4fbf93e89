// The machine a run happened on, for the report: figures only compare within one run.
import os from 'node:os';

export function describeMachine() {
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model?.trim() ?? 'unknown',
    memoryGiB: (os.totalmem() / 1024 ** 3).toFixed(1),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}
