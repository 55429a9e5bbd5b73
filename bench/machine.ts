import os from 'node:os';

export type Machine = { cpus: number; cpuModel: string; memoryGiB: number; node: string; platform: string; loadAvg: number[] };

/** What the numbers were measured on; the load average says whether something else was running. */
export function machine(): Machine {
  const cpus = os.cpus();
  return {
    cpus: typeof os.availableParallelism === 'function' ? os.availableParallelism() : cpus.length,
    cpuModel: cpus[0]?.model.trim() || 'unknown',
    memoryGiB: os.totalmem() / 1024 ** 3,
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    loadAvg: os.loadavg(),
  };
}
