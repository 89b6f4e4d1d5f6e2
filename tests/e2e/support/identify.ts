import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { BASE_URL, DATA_DIR, FAKE_AI_URL, FAKE_WORMS_URL } from './env';
import { islandsReady, registerByApi, uniqueName } from './pages';

export type Scenario = 'good' | 'freshwater' | 'unknown-species' | 'incomplete' | 'malformed' | 'empty' | 'refused' | 'truncated' | 'slow' | '429' | '5xx' | '5xx-then-good';

/** Switches what the fake AI provider answers. */
export async function setScenario(scenario: Scenario, slowMs?: number): Promise<void> {
  const response = await fetch(`${FAKE_AI_URL}/__scenario`, { method: 'POST', body: JSON.stringify({ scenario, slowMs }) });
  expect(response.ok).toBe(true);
}

/** Switches what the fake WoRMS answers: 'good', '500' (down) or 'slow'. */
export async function setWormsScenario(scenario: 'good' | '500' | 'slow'): Promise<void> {
  const response = await fetch(`${FAKE_WORMS_URL}/__scenario`, { method: 'POST', body: JSON.stringify({ scenario }) });
  expect(response.ok).toBe(true);
}

/** A small photo-like JPEG; different seeds give different pictures (and so different fake species). */
export async function photo(seed = 1, width = 480, height = 360): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed * 7919;
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = x >> 23;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

const writeHeaders = { origin: BASE_URL };

/** Registers through the API in the page's browser context, so the page is signed in; returns the username. */
export async function registerUser(page: Page, prefix = 'diver'): Promise<string> {
  const { username } = await registerByApi(page, uniqueName(prefix));
  return username;
}

/**
 * Identifies through the API in the page's context (for setting up lists quickly); `fields` are more form fields,
 * such as the catalogue consent of the identify screen.
 */
export async function identifyViaApi(page: Page, seed: number, fields: Record<string, string> = {}) {
  const response = await page.request.post('/api/identify', {
    headers: writeHeaders,
    multipart: { image: { name: `photo-${seed}.jpg`, mimeType: 'image/jpeg', buffer: await photo(seed) }, ...fields },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

/** A new member's identification of photo `seed`, opened by its owner on its detail page. */
export async function openOwnIdentification(page: Page, seed: number) {
  await page.goto('/');
  await registerUser(page);
  const identification = await identifyViaApi(page, seed);
  await page.goto(`/identifications/${identification.id}`);
  await islandsReady(page);
  return identification;
}

/** Gives an account a paid plan, straight in the database (payments are another part of the product). */
export function makePremium(username: string): void {
  const script = `
    const { Database } = require('bun:sqlite');
    const db = new Database(process.argv[1]);
    db.exec('PRAGMA busy_timeout = 5000');
    db.run("UPDATE users SET subscription_tier = 'lifetime' WHERE username = ?", [process.argv[2]]);`;
  execFileSync(join(process.cwd(), 'node_modules/.bin/bun'), ['-e', script, join(DATA_DIR, 'reefid.sqlite'), username]);
}

export interface PhotoFile {
  buffer: Buffer;
  name?: string;
  mimeType?: string;
}

/** Chooses photos in the identify screen's drop zone, as one pick of the library: they wait there, nothing is sent. */
export async function addPhotos(page: Page, ...photos: PhotoFile[]): Promise<void> {
  await page.getByTestId('library-input').setInputFiles(photos.map(({ buffer, name = 'reef.jpg', mimeType = 'image/jpeg' }) => ({ name, mimeType, buffer })));
}

/** Identifies one photo through the screen: chooses it, then presses Identify. */
export async function choosePhoto(page: Page, buffer: Buffer, name = 'reef.jpg', mimeType = 'image/jpeg'): Promise<void> {
  await addPhotos(page, { buffer, name, mimeType });
  await page.getByRole('button', { name: 'Identify', exact: true }).click();
}

export const toast = (page: Page) => page.getByTestId('toast');
