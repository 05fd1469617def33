/** World seaports: NGA World Port Index (Pub 150), public domain; see data/PROVENANCE.md for how ports.json was made. */
import { assertArray, readDataFile } from './data-file';

export type HarbourSize = 'Large' | 'Medium' | 'Small' | 'Very Small';

export interface PortRow {
  wpi: number;
  name: string;
  /** Several names separated by "; ", e.g. "Abu Dhabi; Mina Zayed". */
  altName: string | null;
  unlocode: string | null;
  countryCode: string;
  countryName: string;
  region: string;
  lat: number;
  lng: number;
  harborSize: HarbourSize | null;
  roro: boolean | null;
  container: boolean | null;
}

export function readPorts(): PortRow[] {
  const file = readDataFile('ports.json') as { ports?: unknown };
  assertArray(file.ports, 'ports.json ports');
  return file.ports as PortRow[];
}

/**
 * The data README's "real commercial ports" filter: Large or Medium harbour, or known Ro-Ro or container
 * facilities (734 ports). Ro-Ro and container are unknown for most ports, Bremerhaven included, so they only add.
 */
export function isCommercialPort(port: PortRow): boolean {
  return port.harborSize === 'Large' || port.harborSize === 'Medium' || port.roro === true || port.container === true;
}
