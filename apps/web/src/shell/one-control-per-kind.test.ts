import { describe, expect, it } from 'vitest';

/** Every source file of the features, to find the controls they render. */
const FEATURES = import.meta.glob<string>(['../features/**/*.tsx', '!../features/**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * A control of its own: a native radio, checkbox, select or file input, or Ionic's form controls.
 * The shell has one of each kind (RadioGroup, DayTimeChoice, FormRatingField, CheckField,
 * SelectField, useFilePicker), with the same label, hint and error everywhere.
 */
const OWN_CONTROL =
  /type="(?:radio|checkbox|file)"|<select\b|<Ion(?:Radio|RadioGroup|Checkbox|Toggle|Select|Input|Textarea)\b/;

describe('the features', () => {
  it('take every choice control and the file picker from the shell', () => {
    expect(Object.keys(FEATURES).length).toBeGreaterThan(50);
    const offenders = Object.entries(FEATURES)
      .filter(([, source]) => OWN_CONTROL.test(source))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});
