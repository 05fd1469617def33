import { describe, expect, it } from 'vitest';
import { LOOKUP_MAX_RESULTS } from '../../shared/constants';
import { hasMake, MODEL_LIST_MAX, makeLookup, modelLookup } from './vehicle-catalogue';

const makeNames = (input: string) => makeLookup(input).map((make) => make.MakeName);
const modelNames = (input: string, makeId: number, year: number) =>
  modelLookup(input, makeId, year).map((model) => model.ModelName);

const TOYOTA = 448;
const HONDA = 474;
const TESLA = 441;

describe('makeLookup', () => {
  it('answers "toy" with Toyota first, under its vPIC MakeID', () => {
    expect(makeLookup('toy')[0]).toEqual({ MakeID: TOYOTA, MakeName: 'Toyota' });
  });

  it('ranks popular passenger makes before other makes with the same start', () => {
    expect(makeNames('m').slice(0, 4)).toEqual(['Mazda', 'Mercedes-Benz', 'Mitsubishi', 'MINI']);
    expect(makeNames('h').slice(0, 2)).toEqual(['Honda', 'Hyundai']);
  });

  it('finds a make by a later word of its name', () => {
    expect(makeNames('benz')).toContain('Mercedes-Benz');
    expect(makeNames('rover')[0]).toBe('Land Rover');
  });

  it('ignores case', () => {
    expect(makeLookup('TOYOTA')).toEqual(makeLookup('toyota'));
  });

  it('shows upper-case vPIC names in a friendlier case, keeping acronyms', () => {
    expect(makeNames('rivian')).toEqual(['Rivian']);
    expect(makeNames('bmw')[0]).toBe('BMW');
    expect(makeNames('gmc')[0]).toBe('GMC');
    expect(makeNames('mini')[0]).toBe('MINI');
  });

  it('answers at most ten makes', () => {
    expect(makeLookup('c')).toHaveLength(LOOKUP_MAX_RESULTS);
  });
});

describe('modelLookup', () => {
  it('lists the Camry among Toyota models of 2020', () => {
    expect(modelNames('', TOYOTA, 2020)).toContain('Camry');
    expect(modelLookup('cam', TOYOTA, 2020)[0]).toEqual({ ModelID: 2469, ModelName: 'Camry' });
  });

  it('lists every model of a make and year A to Z for an empty input', () => {
    const all = modelNames('', TESLA, 2024);
    expect(all).toEqual(['Cybertruck', 'Model 3', 'Model S', 'Model X', 'Model Y', 'Semi']);
  });

  it("leaves out years outside a model's ranges, gaps included", () => {
    expect(modelNames('', TESLA, 2010)).toEqual(['Roadster']);
    expect(modelNames('', TESLA, 2013)).not.toContain('Roadster');
    // The Supra ran 1981–1998 and again from 2020.
    expect(modelNames('supra', TOYOTA, 1998)).toEqual(['Supra']);
    expect(modelNames('supra', TOYOTA, 2010)).toEqual([]);
    expect(modelNames('supra', TOYOTA, 2020)).toEqual(['Supra']);
  });

  it('matches the start of the name, then the start of a later word', () => {
    expect(modelNames('cor', TOYOTA, 2023)).toEqual(['Corolla', 'Corolla Cross', 'GR Corolla']);
    expect(modelNames('cross', TOYOTA, 2023)).toEqual(['Corolla Cross']);
  });

  it('caps the whole list at fifty, keeping cars, trucks and SUVs when motorcycles crowd it', () => {
    const all = modelNames('', HONDA, 2020);
    expect(all).toHaveLength(MODEL_LIST_MAX);
    expect(all).toEqual(expect.arrayContaining(['Accord', 'Civic', 'CR-V', 'Odyssey', 'Pilot', 'Ridgeline']));
    expect(all).toEqual([...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
  });

  it('offers Honda cars before Honda motorcycles for a typed letter', () => {
    expect(modelNames('c', HONDA, 2020).slice(0, 4)).toEqual(['Civic', 'Civic Type R', 'Clarity', 'CR-V']);
  });

  it('answers nothing for an unknown make or a year outside the catalogue', () => {
    expect(modelLookup('', 1, 2020)).toEqual([]);
    expect(modelLookup('', TOYOTA, 1950)).toEqual([]);
    expect(modelLookup('', TOYOTA, 2020.5)).toEqual([]);
  });
});

describe('hasMake', () => {
  it('knows vPIC make ids and no others', () => {
    expect(hasMake(TOYOTA)).toBe(true);
    expect(hasMake(1)).toBe(false);
    expect(hasMake(-448)).toBe(false);
  });
});
