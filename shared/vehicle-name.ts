/** A vehicle as people name it: "2019 Toyota Camry". */
import type { Vehicle } from './schema';

/**
 * Year, make and model as typed, one space between them. The signed order agreement writes its vehicles
 * with this (site/signing/agreement.ts), so its output is part of every signed agreement's hash: keep it.
 */
export function vehicleName(vehicle: Pick<Vehicle, 'year' | 'make' | 'model'>): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}
