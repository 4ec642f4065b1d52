/** Mein Hausrat: the household inventory (decision 045). */
export const inventoryTexts = {
  intro:
    'Erfasse, was in deinem Zuhause steht: Im Schadensfall hast du alles beisammen, und du siehst, ob deine Haushaltsversicherung reicht.',
  household: 'Haushalt',
  withoutContract: 'Ohne Vertrag',
  householdOption: (contractNumber: string, address: string | undefined) =>
    address ?? `Vertrag ${contractNumber}`,
  summary: {
    heading: 'Deine Liste',
    total: 'Summe der Werte',
    count: (count: number) => (count === 1 ? '1 Gegenstand' : `${count} Gegenstände`),
    sumInsured: 'Höchsthaftungssumme Haushalt',
    share: (percent: number) => `${percent} % der Höchsthaftungssumme`,
  },
  warning: {
    heading: 'Deine Versicherungssumme könnte zu niedrig sein',
    text: (total: string, sumInsured: string, percent: number) =>
      `Deine Liste kommt schon auf ${total}, das sind ${percent} % deiner Höchsthaftungssumme von ${sumInsured}. Was nicht auf der Liste steht, kommt noch dazu. Ist die Summe zu niedrig, ersetzt die Versicherung einen Schaden nur anteilig.`,
    adviser: 'Mit deiner Beraterin, deinem Berater sprechen',
    contract: 'Vertrag ansehen',
  },
  add: 'Gegenstand hinzufügen',
  export: 'Liste exportieren',
  search: 'Suchen',
  searchHint: 'Nach Bezeichnung oder Notiz',
  sort: 'Sortieren nach',
  sortOptions: {
    room: 'Raum',
    name: 'Bezeichnung',
    value: 'Wert, höchster zuerst',
    date: 'Kaufdatum, neuestes zuerst',
    changed: 'Zuletzt geändert',
  },
  empty: 'Noch nichts erfasst. Fang mit dem an, was am meisten wert ist.',
  emptyAction: 'Ersten Gegenstand hinzufügen',
  noMatch: (query: string) => `Kein Gegenstand passt zu „${query}“.`,
  roomSummary: (count: number, total: string) =>
    `${count === 1 ? '1 Gegenstand' : `${count} Gegenstände`}, ${total}`,
  pieces: (count: number, price: string) => `${count} × ${price}`,
  noPrice: 'ohne Preis',
  boughtOn: (day: string) => `gekauft am ${day}`,
  hasReceipt: 'Beleg',
  photoOf: (name: string) => `Foto: ${name}`,
  /** After an item's name in its row: the row opens the item to edit it. */
  editAction: 'bearbeiten',
  form: {
    newTitle: 'Gegenstand hinzufügen',
    editTitle: 'Gegenstand bearbeiten',
    name: 'Bezeichnung',
    nameHint: 'Zum Beispiel „Ecksofa Leder“ oder „Laptop“',
    room: 'Raum',
    purchaseDate: 'Kaufdatum',
    purchaseDateHint: 'Optional, zum Beispiel vom Beleg',
    price: 'Preis je Stück in Euro (optional)',
    priceHint:
      'Der Kaufpreis, zum Beispiel 1.249,00. Ohne Preis zählt der Gegenstand nicht zur Summe.',
    quantity: 'Anzahl',
    notes: 'Notiz (optional)',
    notesHint: 'Zum Beispiel die Seriennummer',
    photo: 'Foto',
    receipt: 'Beleg',
    fileHint:
      'Neue Dateien legen wir in deiner DokBox im Ordner „Mein Hausrat“ ab. Du kannst auch eine Datei wählen, die schon dort liegt.',
    upload: (kind: string) => `${kind} hochladen`,
    fromDokbox: (kind: string) => `${kind} aus der DokBox`,
    noDokboxFile: 'Keine Datei gewählt',
    remove: (kind: string, name: string) => `${kind} ${name} entfernen`,
    fileType: 'Bitte wähle ein Foto (JPEG, PNG, HEIC) oder ein PDF.',
    save: 'Speichern',
    saving: 'Wird gespeichert …',
    cancel: 'Abbrechen',
    delete: 'Löschen',
    saved: (name: string) => `„${name}“ ist gespeichert.`,
    deleted: (name: string) => `„${name}“ ist gelöscht.`,
    confirmDelete: (name: string) => ({
      header: 'Gegenstand löschen?',
      message: `„${name}“ wird aus deiner Liste gelöscht. Foto und Beleg bleiben in deiner DokBox.`,
      cancel: 'Abbrechen',
      ok: 'Löschen',
    }),
  },
  exportDialog: {
    title: 'Liste exportieren',
    intro:
      'Als PDF zum Weitergeben, etwa an die Polizei nach einem Einbruch, oder als CSV für eine Tabellenkalkulation.',
    format: 'Format',
    formats: { pdf: 'PDF', csv: 'CSV (Tabelle)' },
    scope: 'Welche Gegenstände?',
    all: (count: number) => `Alle ${count} Gegenstände dieses Haushalts`,
    some: 'Nur die ausgewählten',
    pick: 'Gegenstände auswählen',
    nothingPicked: 'Bitte wähle mindestens einen Gegenstand.',
    submit: 'Exportieren',
    submitting: 'Wird erstellt …',
    cancel: 'Abbrechen',
  },
  picker: {
    title: 'Aus Mein Hausrat übernehmen',
    intro:
      'Wähle die beschädigten oder gestohlenen Gegenstände. Bezeichnung, Kaufjahr, Wert und Beleg übernehmen wir in deine Meldung; du kannst alles danach noch ändern.',
    empty: 'In Mein Hausrat ist noch nichts erfasst.',
    toInventory: 'Zu Mein Hausrat',
    take: (count: number) =>
      count === 0
        ? 'Übernehmen'
        : `${count} ${count === 1 ? 'Gegenstand' : 'Gegenstände'} übernehmen`,
    taking: 'Belege werden geladen …',
    cancel: 'Abbrechen',
    receiptFailed: (name: string) =>
      `Der Beleg zu „${name}“ konnte nicht geladen werden. Du kannst ihn in der Meldung selbst hinzufügen.`,
    itemName: (name: string, count: number) => (count === 1 ? name : `${name} (${count} Stück)`),
  },
} as const;
