import type { Locator } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { expect } from './fixtures.ts';

// The files and dates the claim tests enter.

export async function photo(): Promise<Buffer> {
  return sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 180, g: 60, b: 40 } },
  })
    .jpeg()
    .toBuffer();
}

export async function pdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage().drawText('Rechnung Werkstatt', { x: 50, y: 700, size: 14, font });
  return Buffer.from(await document.save());
}

/**
 * Goes on from the last step of entries to the summary before sending (`screen` is the current
 * page), whose heading takes the focus; returns the summary.
 */
export async function toSummary(screen: Locator): Promise<Locator> {
  await screen.getByRole('button', { name: 'Weiter' }).click();
  const heading = screen.getByRole('heading', { name: 'Angaben prüfen', level: 2 });
  await expect(heading).toBeFocused();
  return screen.getByRole('region', { name: 'Angaben prüfen' });
}

/** Yesterday (or `days` ago) in Vienna as the date fields take it typed: `DD.MM.YYYY`. */
export function yesterday(days = 1): string {
  const day = new Date(Date.now() - days * 86_400_000);
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' })
    .format(day)
    .split('-');
  return `${d ?? ''}.${m ?? ''}.${y ?? ''}`;
}
