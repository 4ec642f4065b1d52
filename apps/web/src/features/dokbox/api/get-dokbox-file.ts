import { dokboxCalls, type DokboxFile } from '@servicebereich/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { dokboxKey } from '../../../api/shared-keys.ts';

const fileKey = (fileId: string) => [...dokboxKey, 'file', fileId] as const;

/**
 * One file of the DokBox (a letter of folder 99 too), by its id alone: a link to it needs no
 * page of the listing. Null asks for none.
 */
export function useDokboxFile(fileId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: fileKey(fileId ?? ''),
    queryFn: ({ signal }) =>
      api.call(dokboxCalls.getDokboxFile, { fileId: fileId ?? '' }, { signal }),
    enabled: fileId !== null,
  });
}

/** Keeps a file the listing already brought, so opening it from there asks the server nothing. */
export function useKeepDokboxFile() {
  const queryClient = useQueryClient();
  return (file: DokboxFile) => {
    queryClient.setQueryData(fileKey(file.fileId), file);
  };
}
