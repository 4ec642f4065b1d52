import { type PostboxEntry, postboxCalls } from '@servicebereich/protocol';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../../../api/api-context.tsx';
import { createQueryClient } from '../../../api/query-client.ts';
import type { Transport, WireAnswer } from '../../../api/transport.ts';
import { createDemoTransport } from '../../../demo/demo-transport.ts';
import { postboxEntriesOptions, usePostboxEntries } from './get-postbox-entries.ts';
import { useOpenPostboxFile } from './open-postbox-file.ts';
import { testModeApi } from '../../../../test/test-mode-api.ts';

const REFUSED: WireAnswer = {
  httpStatus: 400,
  body: { Status: 400, Errors: { general: 'Das Dokument wurde nicht gefunden.' } },
};

/**
 * The test mode's data behind a transport that notes every call sent and holds the answer to
 * SetPostBoxEntryRead until the test releases it (with the demo's answer, or a refusal).
 */
async function postbox() {
  const demo = createDemoTransport(new Date(2026, 2, 18, 10, 30));
  const sent: string[] = [];
  const held = Promise.withResolvers<'answer' | 'refuse'>();
  const transport: Transport = {
    send: async (request) => {
      sent.push(request.call.fn);
      if (request.call === postboxCalls.setPostBoxEntryRead && (await held.promise) === 'refuse') {
        return REFUSED;
      }
      return demo.send(request);
    },
    fileUrl: demo.fileUrl,
  };
  const shown: unknown[] = [];
  const api = await testModeApi(transport);
  const queryClient = createQueryClient({ onError: (error) => shown.push(error) });
  const entries = await queryClient.query(postboxEntriesOptions(api));
  // The list is on screen (the badge always shows it), so it is fetched again when invalidated.
  const { result } = renderHook(() => ({ open: useOpenPostboxFile(), list: usePostboxEntries() }), {
    wrapper: ({ children }) => (
      <ApiProvider client={api} queryClient={queryClient}>
        {children}
      </ApiProvider>
    ),
  });
  const serverStatus = async (entry: PostboxEntry) =>
    (await api.call(postboxCalls.getPostBoxEntries)).find((e) => e.id === entry.id)?.Status;
  const cachedStatus = (entry: PostboxEntry) =>
    result.current.list.data?.find((e) => e.id === entry.id)?.Status;
  const withStatus = (status: PostboxEntry['Status']) => {
    const entry = entries.find((e) => e.Status === status);
    if (entry === undefined) throw new Error(`no ${status} message in the test data`);
    return entry;
  };
  const release = (how: 'answer' | 'refuse') => {
    held.resolve(how);
  };
  return {
    open: result.current.open,
    sent,
    release,
    shown,
    serverStatus,
    cachedStatus,
    withStatus,
  };
}

describe('opening a postbox message', () => {
  it('opens the PDF and, once it is shown, marks an unread message read in the list (the badge) before the server answers, and on the server', async () => {
    const { open, sent, release, serverStatus, cachedStatus, withStatus } = await postbox();
    const unread = withStatus('UNREAD');
    const opened = open(unread);
    expect(opened.file).toEqual({
      source: { call: 'GetPostBoxFile', fileId: unread.id },
      title: unread.Title,
      fileName: `${unread.Title}.pdf`,
      kind: 'pdf',
    });
    opened.onLoaded();
    await waitFor(() => {
      expect(sent).toContain('SetPostBoxEntryRead');
    });
    expect(cachedStatus(unread)).toBe('READ');
    release('answer');
    await waitFor(async () => {
      expect(await serverStatus(unread)).toBe('READ');
    });
    expect(cachedStatus(unread)).toBe('READ');
  });

  it('shows a message the server did not mark as unread again, and the error', async () => {
    const { open, release, shown, cachedStatus, withStatus } = await postbox();
    const unread = withStatus('UNREAD');
    open(unread).onLoaded();
    await waitFor(() => {
      expect(cachedStatus(unread)).toBe('READ');
    });
    release('refuse');
    await waitFor(() => {
      expect(cachedStatus(unread)).toBe('UNREAD');
    });
    expect(shown).toHaveLength(1);
  });

  it('sends nothing for a message already read', async () => {
    const { open, sent, withStatus } = await postbox();
    sent.length = 0;
    open(withStatus('READ')).onLoaded();
    expect(sent).toEqual([]);
  });

  it('leaves a message unread while its letter has not been shown', async () => {
    const { open, sent, cachedStatus, withStatus } = await postbox();
    const unread = withStatus('UNREAD');
    sent.length = 0;
    open(unread);
    expect(sent).toEqual([]);
    expect(cachedStatus(unread)).toBe('UNREAD');
  });
});
