import { describe, expect, it } from 'vitest';
import { appStylesheet, pageStylesheet } from './page-stylesheet.ts';

describe('pageStylesheet', () => {
  it('keeps the rules whose classes and ids the sources name, in their order', () => {
    const sheet =
      '.card{color:red}.chart{color:blue}#root{margin:0}#dialog{margin:1px}.card .title{x:y}';
    expect(pageStylesheet(sheet, ['<div id="root" class="card"><h2 class="title">'])).toBe(
      '.card{color:red}#root{margin:0}.card .title{x:y}',
    );
  });

  it('keeps a rule when one of its selectors can match', () => {
    expect(pageStylesheet('.chart,.card{color:red}.chart,.map{color:blue}', ['card'])).toBe(
      '.chart,.card{color:red}',
    );
  });

  it('keeps the names composed in code from a stem the sources write', () => {
    const sheet = '.tile--savings{a:b}.tile__icon{c:d}.tiles{e:f}';
    expect(pageStylesheet(sheet, ['`tile--${kind}`'])).toBe('.tile--savings{a:b}');
  });

  it('asks nothing of pseudo-classes’ arguments and attribute selectors', () => {
    const sheet =
      '.card:not(.chart){a:b}:root:has(.prompt:not([hidden])) .card{c:d}.card[data-x=".chart"]{e:f}:is(.chart,.map){g:h}';
    expect(pageStylesheet(sheet, ['card'])).toBe(sheet);
  });

  it('keeps the standard elements, and custom elements only where the sources name them', () => {
    const sheet = 'html{a:b}button:focus-visible::after{c:d}ion-content{e:f}my-frame>p{g:h}';
    expect(pageStylesheet(sheet, ['<my-frame>'])).toBe(
      'html{a:b}button:focus-visible::after{c:d}my-frame>p{g:h}',
    );
  });

  it('keeps at-rules and keyframes, and drops conditions left empty', () => {
    const sheet =
      '@font-face{font-family:X}@keyframes spin{0%{a:b}to{c:d}}@media (min-width:1px){.chart{e:f}}@supports (x:y){@media print{.chart{g:h}}}@media print{.card{i:j}}';
    expect(pageStylesheet(sheet, ['card'])).toBe(
      '@font-face{font-family:X}@keyframes spin{0%{a:b}to{c:d}}@media print{.card{i:j}}',
    );
  });
});

describe('appStylesheet', () => {
  it('is the stylesheet without the typefaces, which the page declares', () => {
    expect(
      appStylesheet(
        '@font-face{font-family:X}.card{a:b}@media print{@font-face{font-family:Y}.x{c:d}}',
      ),
    ).toBe('.card{a:b}@media print{.x{c:d}}');
  });
});
