import { dataExportFileName, dataExportCalls } from '@servicebereich/protocol';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import type { DownloadProgress } from '../../../api/transport.ts';
import { saveFile } from '../../../shell/save-file.ts';

/** Fetches everything stored about the customer as one ZIP, telling how much has arrived. */
export function useDataExport(onProgress: DownloadProgress) {
  const api = useApi();
  return useMutation({
    mutationFn: async () => {
      const blob = await api.file(
        dataExportCalls.getMeineDaten,
        {},
        { onDownloadProgress: onProgress },
      );
      return new File([blob], dataExportFileName(Date.now()), { type: 'application/zip' });
    },
    onSuccess: saveFile,
  });
}
