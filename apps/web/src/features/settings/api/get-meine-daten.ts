import { CALLS, viennaIsoDate } from '@servicebereich/protocol';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import type { DownloadProgress } from '../../../api/transport.ts';
import { saveFile } from '../../../shell/save-file.ts';

/** The archive's name, as the server gives it: the day in Austria. */
export function dataExportFileName(now: number): string {
  return `Meine-Daten-${viennaIsoDate(now)}.zip`;
}

/** Fetches everything stored about the customer as one ZIP, telling how much has arrived. */
export function useDataExport(onProgress: DownloadProgress) {
  const api = useApi();
  return useMutation({
    mutationFn: async () => {
      const blob = await api.file(CALLS.getMeineDaten, {}, { onDownloadProgress: onProgress });
      return new File([blob], dataExportFileName(Date.now()), { type: 'application/zip' });
    },
    onSuccess: saveFile,
  });
}
