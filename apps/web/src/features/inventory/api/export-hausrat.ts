import {
  inventoryCalls,
  inventoryFileName,
  toIsoDate,
  type InventoryExportFormat,
} from '@servicebereich/protocol';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { saveFile } from '../../../shell/save-file.ts';

/** Fetches a household's list (or the items picked) as PDF or CSV and saves it under its name. */
export function useInventoryExport() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: {
      contractId: string | null;
      format: InventoryExportFormat;
      ids: readonly string[];
    }) => {
      const blob = await api.file(inventoryCalls.exportHausrat, {
        vertragsnummer: input.contractId ?? '',
        format: input.format,
        auswahl: [...input.ids],
      });
      const name = inventoryFileName(input.contractId, toIsoDate(new Date()), input.format);
      return new File([blob], name, { type: blob.type });
    },
    onSuccess: saveFile,
  });
}
