import type { Metric, Registry } from 'prom-client';

type Labels = Record<string, string | number>;
interface Value {
  labels: Labels;
  value: number;
  metricName?: string;
}

/**
 * Requests answered (a counter by route, method and status) and the time to answer them (a histogram by route and
 * method), kept in plain tallies and written out in prom-client's form when /metrics is read. prom-client's own
 * Counter and Histogram hash their labels on every call: that was a fifth of a species page's answer under load.
 * Labels come from small fixed sets (route patterns, methods, statuses), so the tallies stay small.
 */
export class RequestTally {
  private readonly answered = new Map<string, Value>();
  private readonly timed = new Map<string, { labels: Labels; inBucket: number[]; sum: number; count: number }>();

  constructor(private readonly bounds: readonly number[]) {}

  add(route: string, method: string, status: number, seconds: number): void {
    const countKey = `${route} ${method} ${status}`;
    const count = this.answered.get(countKey);
    if (count) count.value++;
    else this.answered.set(countKey, { labels: { route, method, status: String(status) }, value: 1 });
    const timeKey = `${route} ${method}`;
    let time = this.timed.get(timeKey);
    if (!time) this.timed.set(timeKey, (time = { labels: { route, method }, inBucket: this.bounds.map(() => 0), sum: 0, count: 0 }));
    // Each observation is noted under the first bound it is within; a bucket's count (every observation at or
    // below its bound) is summed when written. Beyond the last bound, only +Inf (the count) holds it.
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > this.bounds[bucket]!) bucket++;
    if (bucket < this.bounds.length) time.inBucket[bucket]!++;
    time.sum += seconds;
    time.count++;
  }

  /** Registers the counter and the histogram under these names, written as prom-client writes its own. */
  register(registry: Registry, counter: { name: string; help: string }, histogram: { name: string; help: string }): void {
    const metric = (meta: { name: string; help: string }, type: 'counter' | 'histogram', values: () => Value[], reset: () => void) =>
      ({ ...meta, type, aggregator: 'sum', get: async () => ({ ...meta, type, aggregator: 'sum', values: values() }), reset }) as unknown as Metric;
    registry.registerMetric(metric(counter, 'counter', () => [...this.answered.values()].map(({ labels, value }) => ({ labels, value })), () => this.answered.clear()));
    registry.registerMetric(metric(histogram, 'histogram', () => this.histogramValues(histogram.name), () => this.timed.clear()));
  }

  private histogramValues(name: string): Value[] {
    const values: Value[] = [];
    for (const { labels, inBucket, sum, count } of this.timed.values()) {
      let atOrBelow = 0;
      this.bounds.forEach((bound, i) => {
        atOrBelow += inBucket[i]!;
        values.push({ labels: { le: bound, ...labels }, value: atOrBelow, metricName: `${name}_bucket` });
      });
      values.push({ labels: { le: '+Inf', ...labels }, value: count, metricName: `${name}_bucket` });
      values.push({ labels, value: sum, metricName: `${name}_sum` });
      values.push({ labels, value: count, metricName: `${name}_count` });
    }
    return values;
  }
}
