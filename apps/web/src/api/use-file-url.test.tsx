import { dokboxCalls } from '@servicebereich/protocol';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './api-client.ts';
import { ApiProvider } from './api-context.tsx';
import type { Transport } from './transport.ts';
import { useFileUrl } from './use-file-url.ts';

function Thumb() {
  const url = useFileUrl(dokboxCalls.showDokboxFile, { FileId: '42', Thumb: true });
  return url === null ? <p>ohne</p> : <img alt="Vorschau" src={url} />;
}

function renderWith(downloadTokens: boolean) {
  let tokens = 0;
  const transport: Transport = {
    send: ({ call }) =>
      Promise.resolve({
        httpStatus: 200,
        body: {
          Status: 200,
          Result:
            call.fn === 'GetTokenId'
              ? { TokenId: `tok-${++tokens}`, ExpiresInSeconds: 60 }
              : { CSRFToken: 'c' },
        },
      }),
    fileUrl: (call, params) => `/api/${call.fn}?${new URLSearchParams(params).toString()}`,
  };
  const api = createApiClient({
    transport,
    downloadTokens,
    onNotLoggedIn: () => undefined,
    onSessionTokenFailure: () => undefined,
  });
  render(
    <ApiProvider client={api} queryClient={new QueryClient()}>
      <Thumb />
    </ApiProvider>,
  );
}

afterEach(cleanup);

describe('useFileUrl', () => {
  it('gives the plain address on the web', () => {
    renderWith(false);
    expect(screen.getByRole('img', { name: 'Vorschau' }).getAttribute('src')).toBe(
      '/api/ShowDokboxFile?FileId=42&Thumb=true',
    );
  });

  it('gives the native app an address with a download token once it has one', async () => {
    renderWith(true);
    expect(screen.getByText('ohne')).toBeTruthy();
    expect((await screen.findByRole('img', { name: 'Vorschau' })).getAttribute('src')).toBe(
      '/api/ShowDokboxFile?FileId=42&Thumb=true&tokenid=tok-1',
    );
  });
});
