import {
  transactionsFileName,
  type Contract,
  type TransactionExportFormat,
  contractPageCalls,
} from '@servicebereich/protocol';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { saveFile } from '../../../shell/save-file.ts';

/** Fetches a year of the contract's transactions as CSV or PDF and saves it under its name. */
export function useTransactionsExport(contract: Contract) {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ year, format }: { year: number; format: TransactionExportFormat }) => {
      const blob = await api.file(contractPageCalls.exportVertragUmsaetze, {
        vertragsnummer: contract.ContractId,
        jahr: year,
        format,
      });
      const name = transactionsFileName(contract.Details.ContractIdFormatted, year, format);
      return new File([blob], name, { type: blob.type });
    },
    onSuccess: saveFile,
  });
}
