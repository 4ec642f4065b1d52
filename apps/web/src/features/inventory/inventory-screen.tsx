import {
  dokboxCalls,
  formatAmount,
  inventoryTotals,
  isoToDisplay,
  itemValue,
  underinsuranceCheck,
  unpricedNote,
  type Contract,
  type DokboxFile,
  type InventoryItem,
} from '@servicebereich/protocol';
import { cube, receiptOutline, warning } from 'ionicons/icons';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useFileUrl } from '../../api/use-file-url.ts';
import { routePath } from '../../routes.ts';
import { EmptyState } from '../../shell/empty-state.tsx';
import { AmountText } from '../../shell/hidden-amounts.tsx';
import { Icon } from '../../shell/icon.tsx';
import { KeyFigure } from '../../shell/key-figure.tsx';
import { PageShell } from '../../shell/page-shell.tsx';
import { ProgressLine } from '../../shell/progress-line.tsx';
import { QueryState } from '../../shell/query-state.tsx';
import { SelectField, TextField } from '../../shell/text-field.tsx';
import { inventoryTexts } from '../../text/inventory.ts';
import { useInventory } from './api/get-hausrat.ts';
import { InventoryExportDialog } from './inventory-export-dialog.tsx';
import { InventoryItemDialog } from './inventory-item-dialog.tsx';
import {
  householdContracts,
  INVENTORY_SORTS,
  itemsOfHousehold,
  shownGroups,
  type InventorySort,
} from './inventory-model.ts';
import { Button, ButtonLink } from '../../shell/button.tsx';

const t = inventoryTexts;

/** The query parameter that opens the list of one household insurance (its contract number). */
export const INVENTORY_CONTRACT_PARAM = 'vertrag';

/** The value of the household select that stands for the list without a contract. */
const WITHOUT_CONTRACT = '';

function percent(share: number): number {
  return Math.round(share * 100);
}

/** The list's total against the household sum insured, and the warning once it reaches 80 %. */
function Summary(props: { items: readonly InventoryItem[]; contract: Contract | null }) {
  const totals = inventoryTotals(props.items);
  const sumInsured = props.contract?.Details.HoechsthaftungssummeHaushalt;
  const check = sumInsured === undefined ? null : underinsuranceCheck(totals.total, sumInsured);
  const note = unpricedNote(totals.unpriced, totals.count);
  return (
    <>
      {check?.warns === true && props.contract !== null && sumInsured !== undefined && (
        <section
          className="notice notice--warning inventory-warning"
          aria-labelledby="inventory-warning"
        >
          <h2 id="inventory-warning" className="card__title card__title--icon">
            <Icon icon={warning} />
            {t.warning.heading}
          </h2>
          <p>
            <AmountText
              text={t.warning.text(
                formatAmount(totals.total),
                formatAmount(sumInsured),
                percent(check.share),
              )}
            />
          </p>
          <div className="button-row">
            <ButtonLink
              href={routePath('berater-vertrag', { contractId: props.contract.ContractId })}
            >
              {t.warning.adviser}
            </ButtonLink>
            <ButtonLink fill="outline" href={contractPath(props.contract)}>
              {t.warning.contract}
            </ButtonLink>
          </div>
        </section>
      )}
      <section className="card inventory-summary" aria-labelledby="inventory-summary">
        <h2 id="inventory-summary" className="card__title">
          {t.summary.heading}
        </h2>
        <KeyFigure label={t.summary.total} value={formatAmount(totals.total)} />
        <p className="muted">{t.summary.count(totals.count)}</p>
        {note !== null && <p className="muted">{note}</p>}
        {check !== null && sumInsured !== undefined && (
          <>
            <KeyFigure label={t.summary.sumInsured} value={formatAmount(sumInsured)} />
            <ProgressLine
              text={t.summary.share(percent(check.share))}
              value={Math.min(totals.total, sumInsured)}
              max={sumInsured}
            />
          </>
        )}
      </section>
    </>
  );
}

/** The contract's overview, under its first motive world. */
function contractPath(contract: Contract): string {
  const motive = Object.keys(contract.Motives)[0] ?? 'wohnen';
  return `/${motive}/vertrag/${contract.ContractId}`;
}

function ItemSymbol() {
  return (
    <span className="link-row__icon">
      <Icon icon={cube} />
    </span>
  );
}

/** The item's photo as a thumbnail; its symbol where the photo has none or cannot be shown. */
function ItemPhoto(props: { photo: DokboxFile }) {
  const url = useFileUrl(dokboxCalls.showDokboxFile, { FileId: props.photo.fileId, Thumb: true });
  const [failed, setFailed] = useState(false);
  if (props.photo.fileThumbnailUrl === '' || url === null || failed) return <ItemSymbol />;
  return (
    <img
      className="inventory-row__photo"
      src={url}
      alt=""
      loading="lazy"
      onError={() => {
        setFailed(true);
      }}
    />
  );
}

function ItemRow(props: { item: InventoryItem; onOpen: () => void }) {
  const { item } = props;
  const value = itemValue(item);
  const details = [
    item.Preis === null
      ? t.noPrice
      : item.Anzahl > 1
        ? t.pieces(item.Anzahl, formatAmount(item.Preis))
        : null,
    item.Kaufdatum === null ? null : t.boughtOn(isoToDisplay(item.Kaufdatum) ?? item.Kaufdatum),
    item.Notiz === '' ? null : item.Notiz,
  ].filter((d) => d !== null);
  return (
    <li>
      <button type="button" className="link-row" onClick={props.onOpen}>
        {item.Foto === null ? <ItemSymbol /> : <ItemPhoto photo={item.Foto} />}
        <span className="link-row__text">
          {/* Named by all it shows (WCAG 2.5.3), the action after the item's name. */}
          <span className="link-row__title">
            {item.Bezeichnung}
            <span className="visually-hidden"> {t.editAction}</span>
          </span>
          {details.map((detail) => (
            <span key={detail} className="link-row__hint">
              <AmountText text={detail} inLink />
            </span>
          ))}
        </span>
        {item.Beleg !== null && (
          <span className="inventory-row__receipt">
            <Icon icon={receiptOutline} />
            <span className="visually-hidden">{t.hasReceipt}</span>
          </span>
        )}
        <span className="inventory-row__value">
          {value === null ? '–' : <AmountText text={formatAmount(value)} inLink />}
        </span>
      </button>
    </li>
  );
}

/** The items of the household, searched and sorted, by room with each room's sum. */
function ItemList(props: {
  items: readonly InventoryItem[];
  onOpen: (item: InventoryItem) => void;
}) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<InventorySort>('room');
  const groups = shownGroups(props.items, query, sort);
  return (
    <>
      <div className="inventory-tools">
        <TextField
          id="suche"
          type="search"
          label={t.search}
          hint={t.searchHint}
          value={query}
          onChange={setQuery}
        />
        <SelectField
          id="sortierung"
          label={t.sort}
          value={sort}
          onChange={(value) => {
            setSort(INVENTORY_SORTS.find((s) => s === value) ?? 'room');
          }}
          options={INVENTORY_SORTS.map((s) => ({ value: s, label: t.sortOptions[s] }))}
        />
      </div>
      {groups.length === 0 ? (
        <p role="status">{t.noMatch(query.trim())}</p>
      ) : (
        groups.map((group) => {
          const totals = inventoryTotals(group.items);
          const headingId = `raum-${group.room ?? 'alle'}`;
          return (
            <section key={group.room ?? 'alle'} aria-labelledby={headingId}>
              {group.room !== null && (
                <h2 id={headingId} className="section-heading inventory-room">
                  <span>{group.room}</span>
                  <span className="inventory-room__sum">
                    <AmountText text={t.roomSummary(totals.count, formatAmount(totals.total))} />
                  </span>
                </h2>
              )}
              <ul
                className="link-rows"
                {...(group.room === null ? { 'aria-label': t.summary.heading } : {})}
              >
                {group.items.map((item) => (
                  <ItemRow
                    key={item.Id}
                    item={item}
                    onOpen={() => {
                      props.onOpen(item);
                    }}
                  />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </>
  );
}

type Open = { kind: 'item'; item: InventoryItem | null } | { kind: 'export' } | null;

/**
 * Mein Hausrat (decision 045): the household inventory of each household insurance and one
 * without a contract, its total against the sum insured with a warning from 80 %, and the items
 * to add, change, search, sort and export.
 */
export function InventoryScreen(props: { title: string; contracts: readonly Contract[] }) {
  const households = householdContracts(props.contracts);
  const location = useLocation();
  const asked = new URLSearchParams(location.search).get(INVENTORY_CONTRACT_PARAM);
  const [household, setHousehold] = useState<string>(
    households.find((c) => c.ContractId === asked)?.ContractId ??
      households[0]?.ContractId ??
      WITHOUT_CONTRACT,
  );
  const [open, setOpen] = useState<Open>(null);
  const inventory = useInventory();
  const contract = households.find((c) => c.ContractId === household) ?? null;
  const contractId = contract?.ContractId ?? null;

  return (
    <PageShell title={props.title} backTo={routePath('services')}>
      <p>{t.intro}</p>
      {households.length > 0 && (
        <SelectField
          id="haushalt"
          label={t.household}
          value={household}
          onChange={setHousehold}
          options={[
            ...households.map((c) => ({
              value: c.ContractId,
              label: t.householdOption(c.Details.ContractIdFormatted, c.Details.Risikoadresse),
            })),
            { value: WITHOUT_CONTRACT, label: t.withoutContract },
          ]}
        />
      )}
      <QueryState query={inventory}>
        {(all) => {
          const items = itemsOfHousehold(all, contractId);
          return (
            <>
              <Summary items={items} contract={contract} />
              <div className="button-row">
                <Button
                  onClick={() => {
                    setOpen({ kind: 'item', item: null });
                  }}
                >
                  {t.add}
                </Button>
                {items.length > 0 && (
                  <Button
                    fill="outline"
                    onClick={() => {
                      setOpen({ kind: 'export' });
                    }}
                  >
                    {t.export}
                  </Button>
                )}
              </div>
              {items.length === 0 ? (
                <EmptyState
                  icon={cube}
                  text={t.empty}
                  action={{
                    label: t.emptyAction,
                    onClick: () => {
                      setOpen({ kind: 'item', item: null });
                    },
                  }}
                />
              ) : (
                <ItemList
                  items={items}
                  onOpen={(item) => {
                    setOpen({ kind: 'item', item });
                  }}
                />
              )}
              {open?.kind === 'export' && (
                <InventoryExportDialog
                  contractId={contractId}
                  items={items}
                  onClose={() => {
                    setOpen(null);
                  }}
                />
              )}
            </>
          );
        }}
      </QueryState>
      {open?.kind === 'item' && (
        <InventoryItemDialog
          item={open.item}
          contractId={contractId}
          onClose={() => {
            setOpen(null);
          }}
        />
      )}
    </PageShell>
  );
}
