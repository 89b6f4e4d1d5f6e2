import { expect, type Page } from '@playwright/test';
import { BASE_URL } from './env';

/** One dive at Blue Corner on 14 June 2025 from 09:30, 45 minutes to 22.1 m, as Subsurface writes its log. */
export const DIVE_LOG = `<divelog program='subsurface' version='3'>
<divesites>
<site uuid='eea339de' name='Blue Corner' gps='7.132557 134.224213'>
</site>
</divesites>
<dives>
<dive number='101' divesiteid='eea339de' date='2025-06-14' time='09:30:00' duration='45:00 min'>
  <divecomputer model='Shearwater Perdix' deviceid='64cb6f5d' diveid='3a7c1e02'>
  <depth max='22.1 m' mean='14.2 m' />
  <sample time='0:10 min' depth='1.2 m' />
  <sample time='5:00 min' depth='15.0 m' />
  <sample time='12:00 min' depth='22.1 m' />
  <sample time='20:00 min' depth='20.0 m' />
  <sample time='35:00 min' depth='12.0 m' />
  <sample time='40:00 min' depth='5.0 m' />
  <sample time='45:00 min' depth='0.0 m' />
  </divecomputer>
</dive>
</dives>
</divelog>
`;

/** A moment 15 minutes into that dive, as a camera writes it. */
export const DURING_THE_DIVE = '2025-06-14T09:45:00';

/** Imports the log through the API in the page's context; the dive made. */
export async function importDiveViaApi(page: Page): Promise<{ id: number }> {
  const response = await page.request.post('/api/dives/import', {
    headers: { origin: BASE_URL },
    multipart: { file: { name: 'blue-corner.ssrf', mimeType: 'application/xml', buffer: Buffer.from(DIVE_LOG) } },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).dives[0];
}
