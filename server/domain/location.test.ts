import { describe, expect, it } from 'vitest';
import { guessLocation } from './location';

describe('guessLocation', () => {
  it('given CDN headers, should read city and country', () => {
    expect(guessLocation({ 'cf-ipcity': 'S%C3%A3o%20Paulo', 'cf-ipcountry': 'br' })).toEqual({
      cityName: 'São Paulo',
      countryIsoCode: 'BR',
    });
  });

  it('given no headers or a bogus country, should answer nulls', () => {
    expect(guessLocation({})).toEqual({ cityName: null, countryIsoCode: null });
    expect(guessLocation({ 'cf-ipcountry': 'XX1' }).countryIsoCode).toBeNull();
  });
});
