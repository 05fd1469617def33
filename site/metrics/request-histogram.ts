/**
 * The request-latency histogram, counted on the request path without prom-client's observe(): that call
 * checks and hashes the label values every time (1–2.5 µs on the 2-core machine, measured), which every
 * lookup would pay. Here a request costs one Map lookup and three additions; the cumulative buckets
 * prom-client renders are built when Prometheus scrapes.
 */
import { Histogram, type Registry } from 'prom-client';

type RequestLabel = 'method' | 'route' | 'status';

interface Series {
  labels: { method: string; route: string; status: string };
  /** Observations per bucket, not cumulative: index i counts values in (bounds[i-1], bounds[i]], the last one above every bound. */
  perBucket: Float64Array;
  sum: number;
  count: number;
}

export interface RequestHistogramOptions {
  name: string;
  help: string;
  /** Upper bounds in seconds, ascending. */
  buckets: readonly number[];
  registers: Registry[];
}

export class RequestHistogram extends Histogram<RequestLabel> {
  readonly #name: string;
  readonly #help: string;
  readonly #bounds: readonly number[];
  readonly #series = new Map<string, Series>();

  constructor(options: RequestHistogramOptions) {
    super({ ...options, buckets: [...options.buckets], labelNames: ['method', 'route', 'status'] });
    this.#name = options.name;
    this.#help = options.help;
    this.#bounds = options.buckets;
  }

  record(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let series = this.#series.get(key);
    if (!series) {
      series = {
        labels: { method, route, status: String(status) },
        perBucket: new Float64Array(this.#bounds.length + 1),
        sum: 0,
        count: 0,
      };
      this.#series.set(key, series);
    }
    const bounds = this.#bounds;
    let bucket = 0;
    while (bucket < bounds.length && seconds > bounds[bucket]!) bucket++;
    series.perBucket[bucket]!++;
    series.sum += seconds;
    series.count++;
  }

  /**
   * What the registry renders: prom-client 15's Registry#metrics() reads a metric's getForPromString()
   * when it has one, as its own Histogram does (whose get(), for the JSON form, reads it too). The
   * rendering tests (service-metrics.test.ts) fail if a prom-client upgrade changes that.
   */
  async getForPromString() {
    const name = this.#name;
    const values: { metricName: string; labels: Record<string, string | number>; value: number }[] = [];
    for (const { labels, perBucket, sum, count } of this.#series.values()) {
      let cumulative = 0;
      this.#bounds.forEach((bound, i) => {
        cumulative += perBucket[i]!;
        values.push({ metricName: `${name}_bucket`, labels: { ...labels, le: bound }, value: cumulative });
      });
      values.push({ metricName: `${name}_bucket`, labels: { ...labels, le: '+Inf' }, value: count });
      values.push({ metricName: `${name}_sum`, labels, value: sum });
      values.push({ metricName: `${name}_count`, labels, value: count });
    }
    return { name, help: this.#help, type: 'histogram', aggregator: 'sum', values };
  }
}
