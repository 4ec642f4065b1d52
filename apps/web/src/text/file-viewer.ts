/** Texts of the viewer that shows DokBox files and postbox letters inside the app. */
export const fileViewerTexts = {
  close: 'Schließen',
  download: 'Herunterladen',
  share: 'Teilen',
  shareFailed: (message: string) => `Teilen nicht möglich: ${message}`,
  loading: 'Datei wird geladen …',
  loadFailed: 'Die Datei konnte nicht geladen werden.',
  zoomIn: 'Vergrößern',
  zoomOut: 'Verkleinern',
  zoomLevel: 'Zoomstufe',
  image: {
    region: (name: string) => `Bild ${name}`,
    hint: 'Zum Vergrößern doppeltippen, zwei Finger spreizen oder das Mausrad drehen. Ein vergrößertes Bild lässt sich verschieben, auch mit den Pfeiltasten.',
    failed: 'Das Bild kann hier nicht angezeigt werden. Du kannst es herunterladen.',
  },
  pdf: {
    loading: 'Dokument wird geladen …',
    page: (page: number, count: number) => `Seite ${page} von ${count}`,
    pageImage: (page: number, count: number, name: string) => `${name}, Seite ${page} von ${count}`,
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    hint: 'Zum Vergrößern zwei Finger spreizen oder Plus und Minus drücken. Eine vergrößerte Seite lässt sich in alle Richtungen verschieben.',
    failed: 'Das Dokument kann hier nicht angezeigt werden. Du kannst es herunterladen.',
  },
} as const;
