import { describe, expect, it } from 'vitest';
import { nestFormFields } from './form-fields';

describe('nestFormFields', () => {
  it('nests dotted names into objects and numbered ones into lists', () => {
    const { value, refused } = nestFormFields([
      ['carrier', 'open'],
      ['pickup.street', '1 Main St'],
      ['pickup.city', 'Dallas'],
      ['vehicles.0.runs', 'yes'],
      ['vehicles.1.runs', 'no'],
      ['vehicles.1.vin', ''],
    ]);
    expect(refused).toEqual([]);
    expect(value).toEqual({
      carrier: 'open',
      pickup: { street: '1 Main St', city: 'Dallas' },
      vehicles: [{ runs: 'yes' }, { runs: 'no', vin: '' }],
    });
  });

  it('keeps a gap in a list as an empty place, so the position that is missing can be reported', () => {
    const { value } = nestFormFields([['vehicles.2.runs', 'yes']]);
    expect(value.vehicles).toEqual([undefined, undefined, { runs: 'yes' }]);
  });

  it('takes the values as they come, without reading them', () => {
    const file = new Blob(['x']);
    expect(nestFormFields([['a', file]]).value.a).toBe(file);
  });

  it.each([
    '__proto__',
    '__proto__.polluted',
    'Pickup.street',
    'pickup..street',
    'pickup.street.',
    '0.street',
    'vehicles.01.vin',
    'vehicles.100.vin',
    'vehicles.-1.vin',
    'pickup[street]',
    '',
  ])('refuses the name %j, which no field of the form has', (name) => {
    const { value, refused } = nestFormFields([[name, 'x']]);
    expect(refused).toEqual([{ name, reason: 'name' }]);
    expect(value).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('makes a name like constructor.prototype plain data of its own, which changes no object', () => {
    const { value, refused } = nestFormFields([['constructor.prototype.polluted', 'x']]);
    expect(refused).toEqual([]);
    expect(Object.hasOwn(value, 'constructor')).toBe(true);
    expect(value).toEqual({ constructor: { prototype: { polluted: 'x' } } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a name sent twice and keeps the first value', () => {
    const { value, refused } = nestFormFields([
      ['carrier', 'open'],
      ['carrier', 'enclosed'],
    ]);
    expect(value).toEqual({ carrier: 'open' });
    expect(refused).toEqual([{ name: 'carrier', reason: 'repeated' }]);
  });

  it('refuses a name at odds with an earlier one: a value where a group is, a position where a name is', () => {
    const { value, refused } = nestFormFields([
      ['pickup.street', '1 Main St'],
      ['pickup', 'x'],
      ['pickup.0', 'y'],
      ['vehicles.0.runs', 'yes'],
      ['vehicles.runs', 'no'],
      ['vehicles.0.runs.x', 'no'],
    ]);
    expect(value).toEqual({ pickup: { street: '1 Main St' }, vehicles: [{ runs: 'yes' }] });
    expect(refused.map((r) => [r.name, r.reason])).toEqual([
      ['pickup', 'shape'],
      ['pickup.0', 'shape'],
      ['vehicles.runs', 'shape'],
      ['vehicles.0.runs.x', 'shape'],
    ]);
  });
});
