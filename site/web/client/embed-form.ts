/**
 * The embed builder's form in the browser: its values as the shared options module reads them, and what
 * the form shows about them (errors, contrast warnings, the colour pickers and placeholders), always
 * worked out from the whole form, never from the last change alone. What was typed is never touched.
 */

import { BUILDER_IDS, describedBy, errorId, fieldId, pickerId } from '../../partners/builder-ids';
import type { ContrastWarning } from '../../partners/contrast';
import {
  COLOUR_FIELDS,
  type ColourField,
  FIELD_NAMES,
  type FieldName,
  isChoiceField,
} from '../../partners/embed-fields';
import { isColour, type ParsedEmbed, palettesOf, THEME_DEFAULTS } from '../../partners/embed-options';
import { pickerColour } from '../../partners/hex-colour';
import { BUILDER_FIELDS, BUILDER_FORM_COPY } from '../../partners/partners-copy';

export function formValues(form: HTMLFormElement): Partial<Record<FieldName, string>> {
  const data = new FormData(form);
  const values: Partial<Record<FieldName, string>> = {};
  for (const name of FIELD_NAMES) {
    const value = data.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/** The colour field a picker belongs to, when `target` is one of the pickers. */
export function pickerField(target: EventTarget | null): ColourField | undefined {
  if (!(target instanceof HTMLInputElement) || target.type !== 'color') return undefined;
  return COLOUR_FIELDS.find((name) => pickerId(name) === target.id);
}

/** The text field of a picker takes the picked colour (a person picking means that colour). */
export function takePickedColour(form: HTMLFormElement, field: ColourField, picker: HTMLInputElement): void {
  const input = form.querySelector<HTMLInputElement>(`#${fieldId(field)}`);
  if (input) input.value = picker.value;
}

let resolver: CanvasRenderingContext2D | null | undefined;

/** Any CSS colour as #rrggbb, for a picker; the browser's canvas resolves names and colour functions. */
function resolvedHex(value: string, fallback: string): string {
  const hex = pickerColour(value, '');
  if (hex || !isColour(value)) return hex || fallback;
  resolver ??= document.createElement('canvas').getContext('2d');
  if (!resolver) return fallback;
  // Two different starting colours tell a colour the canvas refused from one that equals the start.
  const read = (start: string) => {
    resolver!.fillStyle = start;
    resolver!.fillStyle = value;
    return String(resolver!.fillStyle);
  };
  const first = read('#000000');
  if (first !== read('#ffffff')) return fallback;
  if (first.startsWith('#')) return first;
  const [r = 0, g = 0, b = 0] = (first.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** The pickers show the colour in effect: the field's, or the chosen palette's default (light's, for auto). */
export function syncPickers(form: HTMLFormElement, parsed: ParsedEmbed): void {
  const [palette = 'light'] = palettesOf(parsed.options.theme);
  const defaults = THEME_DEFAULTS[palette];
  for (const name of COLOUR_FIELDS) {
    const picker = form.querySelector<HTMLInputElement>(`#${pickerId(name)}`);
    if (!picker) continue;
    const set = parsed.options.style[name];
    const colour = set ? resolvedHex(set, defaults[name]) : defaults[name];
    if (picker.value !== colour) picker.value = colour;
  }
}

function setText(element: Element, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}

/**
 * Shows each field's error and the contrast warnings, and links them to their fields. Returns the
 * messages that are new since the last call, for the status region to announce.
 */
export function showProblems(
  form: HTMLFormElement,
  parsed: ParsedEmbed,
  warnings: readonly ContrastWarning[],
): string[] {
  const fresh: string[] = [];
  const inWarning = new Set<FieldName>(warnings.flatMap((warning) => warning.fields));
  for (const name of FIELD_NAMES) {
    const message = parsed.errors[name] ?? '';
    const error = form.querySelector(`#${errorId(name)}`);
    const field = form.querySelector(`#${fieldId(name)}`);
    if (!error || !field) continue;
    if (message && error.textContent !== message) fresh.push(`${BUILDER_FIELDS[name].label}: ${message}`);
    setText(error, message);
    error.toggleAttribute('hidden', !message);
    if (!isChoiceField(name)) {
      if (message) field.setAttribute('aria-invalid', 'true');
      else field.removeAttribute('aria-invalid');
    }
    const ids = describedBy(name, { error: !!message, contrast: inWarning.has(name) });
    if (ids) field.setAttribute('aria-describedby', ids);
    else field.removeAttribute('aria-describedby');
  }
  const region = form.querySelector(`#${BUILDER_IDS.contrast}`);
  if (region) {
    const shown = [...region.children].map((child) => child.textContent);
    const wanted = warnings.map((warning) => warning.message);
    if (shown.join('\n') !== wanted.join('\n')) {
      region.replaceChildren(
        ...wanted.map((message) => {
          const paragraph = document.createElement('p');
          paragraph.className = 'field-warning';
          paragraph.textContent = message;
          return paragraph;
        }),
      );
    }
  }
  return fresh;
}

/**
 * The summary the server drew for a submitted form keeps only what still needs fixing, and goes when
 * nothing does. It never gains an entry: while a person types, errors show beside their fields, and a
 * summary growing above them would push the form away.
 */
export function pruneSummary(parsed: ParsedEmbed): void {
  const summary = document.getElementById(BUILDER_IDS.summary);
  if (!summary) return;
  for (const item of summary.querySelectorAll<HTMLElement>('li[data-field]')) {
    if (!parsed.errors[item.dataset.field as FieldName]) item.remove();
  }
  const left = summary.querySelectorAll('li').length;
  const heading = summary.querySelector('h3');
  if (left === 0) summary.remove();
  else if (heading) setText(heading, BUILDER_FORM_COPY.summaryHeading(left));
}
