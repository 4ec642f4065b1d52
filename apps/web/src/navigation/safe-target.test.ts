import { describe, expect, it } from 'vitest';
import { safeAfterLoginTarget } from './safe-target.ts';

describe('safeAfterLoginTarget', () => {
  it.each([
    ['/vertraege', '/vertraege'],
    ['/dashboard', '/dashboard'],
    ['/services/berater?direktkontakt=1', '/services/berater?direktkontakt=1'],
    ['/services/berater#videotermine', '/services/berater#videotermine'],
    ['/wohnen/vertrag/1234567890/umsaetze#2025', '/wohnen/vertrag/1234567890/umsaetze#2025'],
    ['/services/../vertraege', '/vertraege'],
  ])('keeps the app path %s', (raw, expected) => {
    expect(safeAfterLoginTarget(raw)).toBe(expected);
  });

  it.each([
    ['a protocol-relative address', '//evil.example'],
    ['a protocol-relative address with a path', '//evil.example/vertraege'],
    ['an absolute address', 'https://evil.example'],
    ['an absolute address of the app shape', 'https://evil.example/vertraege'],
    ['a script address', 'javascript:alert(1)'],
    ['a script address behind a slash', '/javascript:alert(1)'],
    ['a backslash address', '/\\evil'],
    ['a backslash later on', '/vertraege\\..\\..\\evil'],
    ['an encoded protocol-relative address', '%2F%2Fevil'],
    ['a slash and an encoded slash', '/%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['an encoded line break', '/vertraege%0D%0ALocation:%20https://evil.example'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'vertraege'],
    ['a path of no route', '/gibt-es-nicht'],
    ['an invalid motive', '/garten/kreditcheckliste'],
    ['broken percent-encoding', '/vertraege%E0%A4%A'],
    ['the login itself', '/login'],
    ['nothing', ''],
    ['a very long path', `/vertraege?${'a'.repeat(3000)}`],
  ])('refuses %s', (_label, raw) => {
    expect(safeAfterLoginTarget(raw)).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(safeAfterLoginTarget(null)).toBeNull();
    expect(safeAfterLoginTarget(undefined)).toBeNull();
  });
});
