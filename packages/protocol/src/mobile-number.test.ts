import { describe, expect, it } from 'vitest';
import { displayMobile, normaliseMobile } from './mobile-number.ts';

describe('normaliseMobile', () => {
  it.each([
    ['0664 1234567', '+436641234567'],
    ['0664/123 45 67', '+436641234567'],
    ['+43 664 1234567', '+436641234567'],
    ['0043 (664) 123-4567', '+436641234567'],
    ['+436501234567', '+436501234567'],
    ['+49 151 23456789', '+4915123456789'],
  ])('writes %s as %s', (typed, e164) => {
    expect(normaliseMobile(typed)).toBe(e164);
  });

  it.each([
    ['an Austrian landline', '01 5321234'],
    ['a number without a prefix', '6641234567'],
    ['letters', '0664 12345ab'],
    ['too few digits', '0664 12'],
    ['more than 15 digits', '+43 664 12345678901234'],
    ['a country code beginning with 0', '+0664 1234567'],
  ])('refuses %s', (_case, typed) => {
    expect(normaliseMobile(typed)).toBeNull();
  });
});

describe('displayMobile', () => {
  it.each([
    ['+436641234567', '+43 664 1234567'],
    ['+43 664 5821937', '+43 664 5821937'],
    ['+4367612345678', '+43 676 12345678'],
    ['+4915123456789', '+4915123456789'],
    ['', ''],
    ['01 5321234', '01 5321234'],
  ])('shows %s as %s', (stored, shown) => {
    expect(displayMobile(stored)).toBe(shown);
  });
});
