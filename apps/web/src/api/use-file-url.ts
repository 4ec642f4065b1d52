import type { BinaryCall, ParamsInput } from '@servicebereich/protocol';
import { useEffect, useState } from 'react';
import { useApi } from './api-context.tsx';

/**
 * The address of a file for an `<img>` or a viewer that loads it itself: on the web the plain
 * address (the cookie goes along), in the native app one with a fresh download token, asked for
 * when the element is shown (decision 026). Null while the token is on its way or was refused.
 */
export function useFileUrl<C extends BinaryCall>(call: C, params: ParamsInput<C>): string | null {
  const api = useApi();
  const key = JSON.stringify(params);
  const [tokenUrl, setTokenUrl] = useState<{ key: string; url: string } | null>(null);
  const direct = api.needsDownloadTokens() ? null : api.fileUrl(call, params);
  useEffect(() => {
    if (!api.needsDownloadTokens()) return;
    let current = true;
    api.tokenFileUrl(call, JSON.parse(key) as ParamsInput<C>).then(
      (url) => {
        if (current) setTokenUrl({ key, url });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, call, key]);
  if (direct !== null) return direct;
  return tokenUrl?.key === key ? tokenUrl.url : null;
}
