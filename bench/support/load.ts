// One measurement with autocannon: successful requests per second and latency percentiles.
import autocannon, { type Options } from 'autocannon';

export interface LoadResult {
  /** 2xx answers per second (errors and non-2xx are not counted, only reported). */
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** 2xx answers in all (per unit). */
  count: number;
}

export async function load(options: Options, perUnit = 1): Promise<LoadResult> {
  const result = await autocannon(options);
  return {
    rps: result['2xx'] / perUnit / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    count: result['2xx'] / perUnit,
  };
}
