/** Texts of the viewer that shows DokBox files and postbox letters inside the app. */
export const fileViewerTexts = {
  close: 'Schließen',
  download: 'Herunterladen',
  share: 'Teilen',
  shareFailed: (message: string) => `Teilen nicht möglich: ${message}`,
  loading: 'Datei wird geladen …',
  loadFailed: 'Die Datei konnte nicht geladen werden.',
  image: {
    region: (name: string) => `Bild ${name}`,
    hint: 'Zum Vergrößern doppeltippen, zwei Finger spreizen oder das Mausrad drehen. Ein vergrößertes Bild lässt sich verschieben, auch mit den Pfeiltasten.',
    zoomIn: 'Vergrößern',
    zoomOut: 'Verkleinern',
    zoomLevel: 'Zoomstufe',
    failed: 'Das Bild kann hier nicht angezeigt werden. Du kannst es herunterladen.',
  },
  pdf: {
    loading: 'Dokument wird geladen …',
    page: (page: number, count: number) => `Seite ${page} von ${count}`,
    pageImage: (page: number, count: number, name: string) => `${name}, Seite ${page} von ${count}`,
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    failed: 'Das Dokument kann hier nicht angezeigt werden. Du kannst es herunterladen.',
  },
} as const;
