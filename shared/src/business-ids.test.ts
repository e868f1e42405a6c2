import { describe, expect, it } from 'vitest';
import { checkCompanyId, checkVatId, idExamples, isEuCountry, isVatReverseCharge } from './business-ids.ts';

const valid = (value: string) => ({ valid: true, value });

describe('company IDs by country', () => {
  it('takes a Slovak and a Czech IČO only with a right check digit', () => {
    expect(checkCompanyId('SK', '35 763 469')).toEqual(valid('35 763 469'));
    expect(checkCompanyId('SK', '35763468')).toEqual({ valid: false, example: '35763469' });
    expect(checkCompanyId('SK', '3576346')).toMatchObject({ valid: false });
    expect(checkCompanyId('CZ', '27082440')).toEqual(valid('27082440'));
    expect(checkCompanyId('CZ', '27082441')).toMatchObject({ valid: false });
  });

  it('takes a Hungarian cégjegyzékszám or adószám', () => {
    expect(checkCompanyId('HU', '01-09-123456')).toEqual(valid('01-09-123456'));
    expect(checkCompanyId('HU', '12345676-2-41')).toEqual(valid('12345676-2-41'));
    expect(checkCompanyId('HU', '01-09-12345')).toEqual({ valid: false, example: '01-09-123456' });
  });

  it('takes an Austrian Firmenbuchnummer and a German Handelsregister number', () => {
    expect(checkCompanyId('AT', 'FN 123456a')).toEqual(valid('FN 123456a'));
    expect(checkCompanyId('AT', '123456')).toMatchObject({ valid: false, example: 'FN 123456a' });
    expect(checkCompanyId('DE', 'HRB  12345')).toEqual(valid('HRB 12345'));
    expect(checkCompanyId('DE', 'XYZ 12345')).toMatchObject({ valid: false });
  });

  it('takes a Serbian matični broj and a Polish REGON or KRS', () => {
    expect(checkCompanyId('RS', '07012345')).toEqual(valid('07012345'));
    expect(checkCompanyId('RS', '0701234')).toMatchObject({ valid: false, example: '07012345' });
    expect(checkCompanyId('PL', '123456785')).toMatchObject({ valid: true });
    expect(checkCompanyId('PL', '0000123456')).toMatchObject({ valid: true });
    expect(checkCompanyId('PL', '12345')).toMatchObject({ valid: false });
  });

  it('takes any register number of letters and digits where the country has no rule', () => {
    expect(checkCompanyId('FR', '552 100 554')).toMatchObject({ valid: true });
    expect(checkCompanyId('US', 'x')).toEqual({ valid: false, example: '' });
    expect(checkCompanyId('US', 'AB<script>')).toMatchObject({ valid: false });
  });
});

describe('VAT IDs by country', () => {
  it('checks the Slovak IČ DPH and its check digit', () => {
    expect(checkVatId('SK', 'SK 2020273893')).toEqual(valid('SK2020273893'));
    expect(checkVatId('SK', 'SK2020273894')).toEqual({ valid: false, example: 'SK2020273893' });
  });

  it('adds the prefix an EU buyer left out, and refuses another country\'s prefix', () => {
    expect(checkVatId('HU', '12345676')).toEqual(valid('HU12345676'));
    expect(checkVatId('HU', 'hu-12345676')).toEqual(valid('HU12345676'));
    expect(checkVatId('HU', 'HU12345677')).toMatchObject({ valid: false, example: 'HU12345676' });
    expect(checkVatId('HU', 'SK2020273893')).toMatchObject({ valid: false });
    expect(checkVatId('CZ', 'CZ27082440')).toEqual(valid('CZ27082440'));
    expect(checkVatId('CZ', 'CZ2708244')).toMatchObject({ valid: false });
  });

  it('knows the forms of Austria, Germany, Greece, the Netherlands and France', () => {
    expect(checkVatId('AT', 'ATU12345678')).toMatchObject({ valid: true });
    expect(checkVatId('AT', 'AT12345678')).toMatchObject({ valid: false, example: 'ATU12345678' });
    expect(checkVatId('DE', 'DE 123 456 789')).toEqual(valid('DE123456789'));
    expect(checkVatId('DE', 'DE12345678')).toMatchObject({ valid: false });
    expect(checkVatId('GR', '123456789')).toEqual(valid('EL123456789'));
    expect(checkVatId('NL', 'NL123456789B01')).toMatchObject({ valid: true });
    expect(checkVatId('FR', 'FRXX123456789')).toMatchObject({ valid: true });
  });

  it('takes a Serbian PIB with or without RS', () => {
    expect(checkVatId('RS', '101234567')).toEqual(valid('101234567'));
    expect(checkVatId('RS', 'RS101234567')).toEqual(valid('RS101234567'));
    expect(checkVatId('RS', '10123456')).toMatchObject({ valid: false, example: '101234567' });
  });

  it('gives the examples the messages show', () => {
    expect(idExamples('hu')).toEqual({ companyId: '01-09-123456', vatId: 'HU12345676' });
    expect(idExamples('US')).toEqual({ companyId: '', vatId: '' });
  });
});

describe('VAT reverse charge', () => {
  it('applies to an EU business outside Slovakia with a VAT ID of its country\'s form', () => {
    expect(isVatReverseCharge({ country: 'HU', vat_id: 'HU12345676' })).toBe(true);
    expect(isVatReverseCharge({ country: 'AT', vat_id: 'ATU12345678' })).toBe(true);
  });

  it('does not apply in Slovakia, outside the EU, without a VAT ID or with a malformed one', () => {
    expect(isVatReverseCharge({ country: 'SK', vat_id: 'SK2020273893' })).toBe(false);
    expect(isVatReverseCharge({ country: 'RS', vat_id: '101234567' })).toBe(false);
    expect(isVatReverseCharge({ country: 'CH', vat_id: 'CHE123456789MWST' })).toBe(false);
    expect(isVatReverseCharge({ country: 'HU' })).toBe(false);
    expect(isVatReverseCharge({ country: 'HU', vat_id: 'HU12345677' })).toBe(false);
    expect(isVatReverseCharge({ country: 'Magyarország', vat_id: 'HU12345676' })).toBe(false);
  });

  it('knows the member states', () => {
    expect(isEuCountry('sk')).toBe(true);
    expect(isEuCountry('RS')).toBe(false);
    expect(isEuCountry('GB')).toBe(false);
  });
});
