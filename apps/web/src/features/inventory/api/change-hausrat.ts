import {
  dokboxCalls,
  INVENTORY_CATEGORY_NAME,
  inventoryCalls,
  toIsoDate,
  type DokboxFile,
  type InventoryItem,
  type ParamsInput,
} from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { dokboxKey } from '../../../api/shared-keys.ts';
import { inventoryKey } from './get-hausrat.ts';

export type SaveParams = ParamsInput<typeof inventoryCalls.hausratSpeichern>;

/** A photo or receipt: a new file to put into the DokBox first, or one that is there already. */
export type ItemFile = { upload: File } | { fileId: string } | null;

/**
 * Saving an item: its new photo and receipt go into the DokBox folder "Mein Hausrat" first (the
 * entry named after the item), then the item names them; `onStored` hears of each file stored,
 * so that a second try after a refusal names it instead of uploading it again. The answer takes
 * the item's place in the list.
 */
export function useSaveItem() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (input: {
      params: SaveParams;
      photo: ItemFile;
      receipt: ItemFile;
      onStored: (kind: 'photo' | 'receipt', file: DokboxFile) => void;
    }) => {
      const upload = async (kind: 'photo' | 'receipt', file: ItemFile): Promise<string> => {
        if (file === null) return '';
        if ('fileId' in file) return file.fileId;
        const { categories } = await api.call(dokboxCalls.getDokbox, {});
        const folder = categories.find((c) => c.name === INVENTORY_CATEGORY_NAME);
        const [stored] = await api.call(
          dokboxCalls.addDokboxFile,
          {
            name: `${INVENTORY_CATEGORY_NAME} – ${String(input.params.bezeichnung).trim()}`,
            date: toIsoDate(new Date()),
            categoryId: folder?.id ?? 0,
            desc: '',
          },
          { files: [file.upload] },
        );
        await queryClient.invalidateQueries({ queryKey: dokboxKey });
        if (stored === undefined) return '';
        input.onStored(kind, stored);
        return stored.fileId;
      };
      const fotoId = await upload('photo', input.photo);
      const belegId = await upload('receipt', input.receipt);
      return api.call(inventoryCalls.hausratSpeichern, { ...input.params, fotoId, belegId });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<InventoryItem[]>(inventoryKey, (list) => [
        saved,
        ...(list ?? []).filter((item) => item.Id !== saved.Id),
      ]);
    },
  });
}

/** Deletes an item; its photo and receipt stay in the DokBox. */
export function useDeleteItem() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(inventoryCalls.hausratLoeschen, { id }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<InventoryItem[]>(inventoryKey, (list) =>
        list?.filter((item) => item.Id !== id),
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: inventoryKey }),
  });
}
