interface RecorderPlugin {
  name: string;
  buildEnd(this: { getWatchFiles(): string[] }): void;
  writeBundle(options: { dir?: string; file?: string }, bundle: Record<string, unknown>): void;
}

export function buildInputsRecorder(options: {
  root: string;
  manifest: string;
  files: string[];
  [setting: string]: unknown;
}): { plugin(): RecorderPlugin };
