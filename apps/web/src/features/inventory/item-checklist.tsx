import { formatAmount, itemValue, type InventoryItem } from '@servicebereich/protocol';
import { CheckField } from '../../shell/check-field.tsx';
import { inventoryTexts } from '../../text/inventory.ts';
import { shownGroups } from './inventory-model.ts';

const t = inventoryTexts;

/** Items to tick, by room: what the export or a claim takes. */
export function ItemChecklist(props: {
  id: string;
  legend: string;
  items: readonly InventoryItem[];
  picked: ReadonlySet<string>;
  onChange: (picked: Set<string>) => void;
  error?: string | undefined;
}) {
  const { picked } = props;
  return (
    <fieldset className="item-checklist" id={props.id}>
      <legend>{props.legend}</legend>
      {shownGroups(props.items, '', 'room').map((group) => (
        <div key={group.room} role="group" aria-labelledby={`${props.id}-${group.room ?? ''}`}>
          <h3 id={`${props.id}-${group.room ?? ''}`} className="item-checklist__room">
            {group.room}
          </h3>
          {group.items.map((item) => {
            const value = itemValue(item);
            return (
              <CheckField
                key={item.Id}
                id={`${props.id}-${item.Id}`}
                label={item.Bezeichnung}
                hint={value === null ? t.noPrice : formatAmount(value)}
                checked={picked.has(item.Id)}
                onChange={(checked) => {
                  const next = new Set(picked);
                  if (checked) next.add(item.Id);
                  else next.delete(item.Id);
                  props.onChange(next);
                }}
              />
            );
          })}
        </div>
      ))}
      {props.error !== undefined && (
        <p id={`${props.id}-error`} className="form-error" role="alert">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
