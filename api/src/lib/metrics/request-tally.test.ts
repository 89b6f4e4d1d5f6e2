import { describe, expect, test } from 'bun:test';
import { Counter, Histogram, Registry } from 'prom-client';
import { RequestTally } from './request-tally';

const BOUNDS = [0.005, 0.01, 0.1, 1];
const COUNTER = { name: 'test_requests_total', help: 'answered' };
const HISTOGRAM = { name: 'test_request_seconds', help: 'time' };
/** At, below and beyond bounds, across routes, methods and statuses. */
const ANSWERS: Array<[route: string, method: string, status: number, seconds: number]> = [
  ['/species/*', 'GET', 200, 0.0004],
  ['/species/*', 'GET', 200, 0.005],
  ['/species/*', 'GET', 404, 0.0051],
  ['/api/identify', 'POST', 201, 2.5],
  ['/species/*', 'HEAD', 200, 0.1],
  ['/api/identify', 'POST', 429, 0.002],
  ['site', 'GET', 304, 1],
];

describe('request tally', () => {
  test('writes what prom-client\'s own Counter and Histogram write for the same answers', async () => {
    const ours = new Registry();
    const tally = new RequestTally(BOUNDS);
    tally.register(ours, COUNTER, HISTOGRAM);
    const theirs = new Registry();
    const counter = new Counter({ ...COUNTER, labelNames: ['route', 'method', 'status'], registers: [theirs] });
    const histogram = new Histogram({ ...HISTOGRAM, labelNames: ['route', 'method'], buckets: BOUNDS, registers: [theirs] });
    for (const [route, method, status, seconds] of ANSWERS) {
      tally.add(route, method, status, seconds);
      counter.inc({ route, method, status: String(status) });
      histogram.observe({ route, method }, seconds);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain('test_request_seconds_bucket{le="0.005",route="/species/*",method="GET"} 2');
    ours.resetMetrics();
    expect(await ours.metrics()).not.toContain('route=');
  });
});
