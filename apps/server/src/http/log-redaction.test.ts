import { describe, expect, it } from 'vitest';
import { redactUrlSecrets } from './log-redaction.ts';

const redact = redactUrlSecrets('/freigabe/', '/bestaetigung/');

describe('log lines', () => {
  it.each([
    [
      'a download token at the end of the URL',
      '{"req":{"url":"/api?Mode=MeinServicebereich&Function=GetPostBoxFile&fileid=P-1&tokenid=a-b_C9"}}',
      '{"req":{"url":"/api?Mode=MeinServicebereich&Function=GetPostBoxFile&fileid=P-1&tokenid=[Redacted]"}}',
    ],
    [
      'a download token first in the query, in any case',
      '"url":"/api?TokenId=a-b_C9&Mode=MeinServicebereich"',
      '"url":"/api?TokenId=[Redacted]&Mode=MeinServicebereich"',
    ],
    [
      'a share link, its query kept',
      '"url":"/freigabe/AbC_-123?x=1"',
      '"url":"/freigabe/[Redacted]?x=1"',
    ],
    [
      "a confirmation's verification code",
      '{"req":{"url":"/bestaetigung/ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345"}}',
      '{"req":{"url":"/bestaetigung/[Redacted]"}}',
    ],
    [
      'a URL quoted in an error message and its stack',
      '"msg":"failed: GET /freigabe/AbC_-123\\n    at serve","stack":"GET /api?x=1&tokenid=zz\\n"',
      '"msg":"failed: GET /freigabe/[Redacted]\\n    at serve","stack":"GET /api?x=1&tokenid=[Redacted]\\n"',
    ],
  ])('are cleaned of %s', (_label, line, cleaned) => {
    expect(redact(line)).toBe(cleaned);
  });

  it('keep everything else as it was', () => {
    const line = '{"req":{"url":"/api?Mode=MeinServicebereich&Function=GetTokenId"},"msg":"ok"}\n';
    expect(redact(line)).toBe(line);
  });
});
