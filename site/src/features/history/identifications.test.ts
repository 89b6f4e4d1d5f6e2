import { afterEach, expect, test } from 'bun:test';
import { fakeApi } from '../../../test/fake-api';
import { fetchHistoryCsv } from './identifications';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

test('the CSV of many rows is asked for 500 ids at a time and joined under one header, in order', async () => {
  api = fakeApi({
    'GET /api/identifications/export': (_body, url) => {
      const ids = url.searchParams.get('ids')!.split(',').filter(Boolean);
      return { status: 200, body: ['id,speciesName', ...ids.map((id) => `${id},Fish ${id}`)].join('\r\n') + '\r\n' };
    },
  });
  const ids = Array.from({ length: 1201 }, (_, i) => 2000 - i);
  const lines = (await fetchHistoryCsv(ids)).trimEnd().split('\r\n');
  expect(lines[0]).toBe('id,speciesName');
  expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(ids);
  const asked = api.calls.map((call) => call.path);
  expect(asked).toEqual(Array(3).fill('/api/identifications/export'));
});

test('no rows: the header alone, in one call', async () => {
  api = fakeApi({ 'GET /api/identifications/export': () => ({ status: 200, body: 'id,speciesName\r\n' }) });
  expect(await fetchHistoryCsv([])).toBe('id,speciesName\r\n');
  expect(api.calls).toHaveLength(1);
});
