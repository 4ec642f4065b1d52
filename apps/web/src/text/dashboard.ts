/** Texts of the dashboard and the services overview. */
export const dashboardTexts = {
  title: 'Home',
  greeting: (firstName: string) => `Hallo ${firstName}!`,
  greetingAnonymous: 'Hallo!',
  intro: 'Hier findest du deine Verträge nach Lebensbereichen.',
  loggedOutIntro:
    'Im Servicebereich hast du deine Bausparverträge, Finanzierungen und Versicherungen immer dabei.',
  toLogin: 'Zum Login',
  testModeNotice: 'Testmodus: Du siehst Beispieldaten, es wird kein Server verwendet.',
  noContracts: 'Du hast noch keine Verträge bei uns.',
  contractCount: (count: number) => (count === 1 ? '1 Vertrag' : `${count} Verträge`),
} as const;
