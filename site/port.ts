/** Reading the PORT setting: a whole number 0–65535 (0 lets the system choose), 3000 when unset. */

export const DEFAULT_PORT = 3000;

export type PortSetting = { ok: true; port: number } | { ok: false; message: string };

export function parsePort(value: string | undefined): PortSetting {
  if (value === undefined || value.trim() === '') return { ok: true, port: DEFAULT_PORT };
  const text = value.trim();
  const port = Number(text);
  if (!/^\d{1,5}$/.test(text) || port > 65535) {
    return { ok: false, message: `PORT must be a whole number from 0 to 65535, not "${value}".` };
  }
  return { ok: true, port };
}
