import { describe, expect, it } from 'vitest';

/** Every source file of the features, to find the controls they render. */
const FEATURES = import.meta.glob<string>(['../features/**/*.tsx', '!../features/**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * A choice control of its own: a native radio, checkbox or select, or Ionic's. The shell has one
 * of each kind (RadioGroup, ChipChoice, FormRatingField, CheckField, SelectField), with the same
 * label, hint and error everywhere.
 */
const OWN_CHOICE_CONTROL =
  /type="(?:radio|checkbox)"|<select\b|<Ion(?:Radio|RadioGroup|Checkbox|Toggle|Select|Input|Textarea)\b/;

describe('the features', () => {
  it('take every choice control from the shell', () => {
    expect(Object.keys(FEATURES).length).toBeGreaterThan(50);
    const offenders = Object.entries(FEATURES)
      .filter(([, source]) => OWN_CHOICE_CONTROL.test(source))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});
