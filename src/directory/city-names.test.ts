import { describe, expect, it } from 'vitest'
import { cityName } from './city-names.ts'

describe('city names in the UI language', () => {
  it('uses the name of the language, else the directory name', () => {
    expect(cityName('Cologne', 'de')).toBe('Köln')
    expect(cityName('Cologne', 'en')).toBe('Cologne')
    expect(cityName('Cologne', 'it')).toBe('Colonia')
    expect(cityName('Munich', 'de')).toBe('München')
    expect(cityName('Frankfurt', 'de')).toBe('Frankfurt')
    expect(cityName('Kraków', 'en')).toBe('Kraków')
    expect(cityName('Atlantis', 'fr')).toBe('Atlantis')
  })
})
