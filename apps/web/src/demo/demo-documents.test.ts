import { describe, expect, it } from 'vitest';
import { demoPdf, pagePng, photoPng, portraitPng } from './demo-documents.ts';

describe('demoPdf', () => {
  const pdf = demoPdf(['Polizze Kfz-Versicherung', 'Grüße aus Salzburg (Straße)']);

  it('is plain ASCII, so string offsets are byte offsets', () => {
    expect(pdf).toMatch(/^[\x20-\x7e\n]*$/);
  });

  it('shows umlauts and ß in WinAnsiEncoding and escapes parentheses', () => {
    expect(pdf).toContain('(Gr\\374\\337e aus Salzburg \\(Stra\\337e\\))');
  });

  it('has a cross-reference table whose offsets point at its objects', () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n \n/gm)].map((m) =>
      Number(m[1]),
    );
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, i) => {
      expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj\n`)).toBe(true);
    });
  });

  it('declares the length of its content stream', () => {
    const match = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf);
    expect(match?.[2]).toHaveLength(Number(match?.[1]));
  });

  it('puts lines that do not fit on one page on further pages, every object where the table says', () => {
    const lines = Array.from({ length: 70 }, (_, i) => `Zeile ${i + 1}`);
    const long = demoPdf(lines);
    expect(long).toContain('/Count 3 >>');
    const streams = [...long.matchAll(/<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/g)];
    expect(streams.map((m) => m[2]?.match(/ Tj/g)?.length)).toEqual([32, 32, 6]);
    for (const m of streams) expect(m[2]).toHaveLength(Number(m[1]));
    expect(streams[2]?.[2]).toContain('(Zeile 70)');
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(long)?.[1]);
    const offsets = [...long.slice(startxref).matchAll(/^(\d{10}) 00000 n \n/gm)].map((m) =>
      Number(m[1]),
    );
    expect(offsets).toHaveLength(10);
    offsets.forEach((offset, i) => {
      expect(long.slice(offset).startsWith(`${i + 1} 0 obj\n`)).toBe(true);
    });
  });
});

it('bundles valid PNGs', async () => {
  for (const png of [photoPng, pagePng, portraitPng]) {
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.type).toBe('image/png');
  }
});
