import { hash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { CAP_MAX_BYTES, CapError, parseCapDocument } from './cap.ts';

// Where the warnings come from: a folder of CAP files (a delivery of GeoSphere Austria, a test's
// recorded files, the demo) or an address that answers a CAP alert or an Atom feed of them
// (MeteoAlarm). Each document is handed out once: the job remembers the keys it has read.

export type WarningSource = { kind: 'folder'; dir: string } | { kind: 'url'; url: string };

/** A document to read; `refused` says why it cannot be read at all. */
export type SourceDocument = { key: string; name: string; xml: string; refused?: string };

const FETCH_TIMEOUT_MS = 30_000;

function digest(text: string): string {
  return hash('sha256', text, 'hex');
}

async function* folderDocuments(
  dir: string,
  seen: (key: string) => Promise<boolean>,
  log: FastifyBaseLogger,
): AsyncGenerator<SourceDocument> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.toLowerCase().endsWith('.xml')).sort();
  } catch (error) {
    log.warn({ err: error, dir }, 'storm warning folder cannot be read');
    return;
  }
  for (const name of names) {
    const file = path.join(dir, name);
    const { size, mtimeMs } = await stat(file);
    if (size > CAP_MAX_BYTES) {
      const key = `file:${name}:${String(size)}:${String(mtimeMs)}`;
      if (!(await seen(key))) yield { key, name, xml: '', refused: 'document too large' };
      continue;
    }
    const xml = await readFile(file, 'utf8');
    const key = `file:${name}:${digest(xml)}`;
    if (!(await seen(key))) yield { key, name, xml };
  }
}

async function fetchText(url: string): Promise<string> {
  const answer = await fetch(url, {
    headers: { accept: 'application/cap+xml, application/atom+xml, application/xml, text/xml' },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
  const declared = Number(answer.headers.get('content-length') ?? 0);
  if (declared > CAP_MAX_BYTES) throw new CapError('document too large');
  return answer.text();
}

async function* urlDocuments(
  url: string,
  seen: (key: string) => Promise<boolean>,
  log: FastifyBaseLogger,
): AsyncGenerator<SourceDocument> {
  let xml: string;
  try {
    xml = await fetchText(url);
  } catch (error) {
    log.warn({ err: error }, 'storm warning source cannot be fetched');
    return;
  }
  let links: string[] | null = null;
  try {
    const document = await parseCapDocument(xml);
    if (document.kind === 'feed') links = document.links;
  } catch {
    // Handed out as it is: the job skips it and logs why.
  }
  if (links === null) {
    const key = `url:${url}:${digest(xml)}`;
    if (!(await seen(key))) yield { key, name: url, xml };
    return;
  }
  const origin = new URL(url).origin;
  for (const link of links) {
    const target = new URL(link, url);
    // The feed may only lead to alerts of its own server.
    if (target.origin !== origin) continue;
    const key = `url:${target.href}`;
    if (await seen(key)) continue;
    try {
      yield { key, name: target.href, xml: await fetchText(target.href) };
    } catch (error) {
      log.warn({ err: error, link: target.href }, 'storm warning alert cannot be fetched');
    }
  }
}

/** The documents of the source not read yet. */
export function sourceDocuments(
  source: WarningSource,
  seen: (key: string) => Promise<boolean>,
  log: FastifyBaseLogger,
): AsyncGenerator<SourceDocument> {
  return source.kind === 'folder'
    ? folderDocuments(source.dir, seen, log)
    : urlDocuments(source.url, seen, log);
}
