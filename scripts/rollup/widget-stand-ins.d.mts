export const WIDGET_STAND_INS: { find: RegExp; replacement: string }[];
