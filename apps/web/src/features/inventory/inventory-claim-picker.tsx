import {
  dokboxCalls,
  formatAmountPlain,
  inventoryInExportOrder,
  itemValue,
  type InventoryItem,
} from '@servicebereich/protocol';
import { useId, useState } from 'react';
import { useApi } from '../../api/api-context.tsx';
import { routePath } from '../../routes.ts';
import { confirmDiscard } from '../../shell/confirm-discard.ts';
import { Dialog } from '../../shell/dialog.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { inventoryTexts } from '../../text/inventory.ts';
import { useInventory } from './api/get-hausrat.ts';
import { itemsOfHousehold, purchaseYear } from './inventory-model.ts';
import { ItemChecklist } from './item-checklist.tsx';
import { Button, ButtonLink } from '../../shell/button.tsx';

const t = inventoryTexts.picker;

/** An item as a claim's damaged item takes it, with its receipt where it has one. */
export type TakenItem = {
  gegenstand: string;
  anschaffungsjahr: string;
  wert: string;
  receipt: File | null;
};

/** The claim's item as the inventory describes it; its receipt is fetched separately. */
export function claimItemOf(item: InventoryItem): Omit<TakenItem, 'receipt'> {
  const value = itemValue(item);
  return {
    gegenstand: t.itemName(item.Bezeichnung, item.Anzahl),
    anschaffungsjahr: purchaseYear(item),
    wert: value === null ? '' : formatAmountPlain(value),
  };
}

/**
 * "Aus Mein Hausrat übernehmen" of a claim: the items of the claim's household (or all, when that
 * has none) to tick; taken with their receipts from the DokBox. A receipt that cannot be fetched
 * is said, and the item is taken without it.
 */
export function InventoryClaimPicker(props: {
  contractId: string | null;
  onTake: (items: TakenItem[], failed: readonly string[]) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const api = useApi();
  const inventory = useInventory();
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [taking, setTaking] = useState(false);

  async function close() {
    if (picked.size > 0 && !(await confirmDiscard())) return;
    props.onClose();
  }

  async function take(items: readonly InventoryItem[]) {
    setTaking(true);
    const failed: string[] = [];
    const taken = await Promise.all(
      inventoryInExportOrder(items.filter((item) => picked.has(item.Id))).map(
        async (item): Promise<TakenItem> => {
          const receipt = item.Beleg;
          if (receipt === null) return { ...claimItemOf(item), receipt: null };
          try {
            const blob = await api.file(dokboxCalls.showDokboxFile, { FileId: receipt.fileId });
            const file = new File([blob], receipt.fileName, { type: blob.type });
            return { ...claimItemOf(item), receipt: file };
          } catch {
            failed.push(t.receiptFailed(item.Bezeichnung));
            return { ...claimItemOf(item), receipt: null };
          }
        },
      ),
    );
    setTaking(false);
    props.onTake(taken, failed);
  }

  return (
    <Dialog open labelledBy={titleId} onDismiss={() => void close()}>
      <h2 id={titleId} className="app-dialog__title">
        {t.title}
      </h2>
      <QueryState query={inventory}>
        {(all) => {
          const own = props.contractId === null ? [] : itemsOfHousehold(all, props.contractId);
          const items = own.length > 0 ? own : all;
          return items.length === 0 ? (
            <>
              <p>{t.empty}</p>
              <div className="app-dialog__buttons">
                <Button fill="outline" onClick={props.onClose}>
                  {t.cancel}
                </Button>
                <ButtonLink href={routePath('hausrat')} onClick={props.onClose}>
                  {t.toInventory}
                </ButtonLink>
              </div>
            </>
          ) : (
            <>
              <p>{t.intro}</p>
              <ItemChecklist
                id="hausrat-auswahl"
                legend={t.title}
                items={items}
                picked={picked}
                onChange={setPicked}
              />
              <div className="app-dialog__buttons app-dialog__buttons--sticky">
                <Button fill="outline" onClick={props.onClose}>
                  {t.cancel}
                </Button>
                <Button disabled={picked.size === 0 || taking} onClick={() => void take(items)}>
                  {taking ? t.taking : t.take(picked.size)}
                </Button>
              </div>
            </>
          );
        }}
      </QueryState>
    </Dialog>
  );
}
