// The answers of the Beruf and TitelV2 calls, from the server as from the app's test mode.

/** Professions with their masculine and feminine forms, as the profile form offers them. */
export const PROFESSIONS = [
  ['angestellt', 'Angestellter', 'Angestellte'],
  ['arbeiter', 'Arbeiter', 'Arbeiterin'],
  ['beamter', 'Beamter', 'Beamtin'],
  ['selbstaendig', 'Selbständiger', 'Selbständige'],
  ['landwirt', 'Landwirt', 'Landwirtin'],
  ['arzt', 'Arzt', 'Ärztin'],
  ['lehrer', 'Lehrer', 'Lehrerin'],
  ['techniker', 'Techniker', 'Technikerin'],
  ['kaufmann', 'Kaufmann', 'Kauffrau'],
  ['pensionist', 'Pensionist', 'Pensionistin'],
  ['student', 'Student', 'Studentin'],
  ['schueler', 'Schüler', 'Schülerin'],
  ['lehrling', 'Lehrling', 'Lehrling'],
  ['karenz', 'In Karenz', 'In Karenz'],
  ['haushalt', 'Hausmann', 'Hausfrau'],
  ['arbeitssuchend', 'Arbeitssuchend', 'Arbeitssuchend'],
] as const;

/** Academic titles written before and after the name. */
export const TITLES_BEFORE = [
  'Dr.',
  'DDr.',
  'Mag.',
  'MMag.',
  'Mag. Dr.',
  'DI',
  'Dipl.-Ing.',
  'Ing.',
  'Dkfm.',
  'Prof.',
  'Univ.-Prof.',
  'Bakk.',
] as const;

export const TITLES_AFTER = ['BA', 'BSc', 'MA', 'MSc', 'MBA', 'LL.M.', 'PhD', 'MEd'] as const;
