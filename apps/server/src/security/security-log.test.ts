import type { CallName, DokboxFile } from '@servicebereich/protocol';
import { describe, expect, it } from 'vitest';
import { jpeg, pdf } from '../../test/files.ts';
import {
  captureLog,
  createTestApp,
  postgresUnavailable,
  type ApiClient,
} from '../../test/harness.ts';

describe.skipIf(postgresUnavailable)('the security log', () => {
  it("records each id of another customer's, which is answered exactly like a missing one", async () => {
    const log = captureLog();
    const t = await createTestApp({ logLevel: 'info' }, { logStream: log.stream });
    try {
      const other = await t.factory.customer();
      const contract = await t.factory.contract(other);
      const letter = await t.factory.postboxEntry(other);
      const checklist = await t.factory.checklist(other);
      const owner = t.client();
      await owner.login(other.customerNumber, other.password);
      const upload = await owner.upload(
        'addDokboxFile',
        { date: '2026-10-03', name: 'Keller', categoryId: '4', desc: '' },
        [{ name: 'keller.jpg', data: await jpeg({ width: 64, height: 48 }) }],
      );
      const [file] = upload.body.Result as DokboxFile[];

      const me = await t.factory.customer();
      const client = t.client('198.51.100.77');
      await client.login(me.customerNumber, me.password);
      const checklistFile = [{ name: 'lohnzettel.pdf', data: await pdf() }];
      const probes: {
        call: CallName;
        parameter: string;
        theirs: string;
        missing: string;
        send: (id: string) => ReturnType<ApiClient['call']>;
      }[] = [
        {
          call: 'getVertragDetails',
          parameter: 'vertragsnummer',
          theirs: contract.contractNumber,
          missing: '1234567890',
          send: (id) => client.call('getVertragDetails', { vertragsnummer: id }),
        },
        {
          call: 'getBerater',
          parameter: 'vertragsnummer',
          theirs: contract.contractNumber,
          missing: '1234567890',
          send: (id) => client.call('getBerater', { vertragsnummer: id }),
        },
        {
          call: 'getPostBoxFile',
          parameter: 'fileid',
          theirs: letter.id,
          missing: 'unbekannt',
          send: (id) => client.call('getPostBoxFile', { fileid: id }),
        },
        {
          call: 'getDokboxFile',
          parameter: 'fileId',
          theirs: file?.fileId ?? '',
          missing: 'unbekannt',
          send: (id) => client.call('getDokboxFile', { fileId: id }),
        },
        {
          call: 'uploadCheckListDocument',
          parameter: 'checklistItemId',
          theirs: checklist.items[0]?.id ?? '',
          missing: 'unbekannt',
          send: (id) =>
            client.upload('uploadCheckListDocument', { checklistItemId: id }, checklistFile),
        },
      ];
      for (const { theirs, missing, send } of probes) {
        const foreign = await send(theirs);
        const absent = await send(missing);
        expect(foreign.body.Status).toBe(400);
        expect([foreign.statusCode, foreign.body]).toEqual([absent.statusCode, absent.body]);
      }

      expect(log.security()).toEqual(
        probes.flatMap(({ call, parameter }) => {
          const line = {
            security: 'refused-id',
            call,
            parameter,
            customerId: me.id,
            address: '198.51.100.77',
          };
          return [line, line];
        }),
      );
    } finally {
      await t.close();
    }
  }, 30_000);
});
