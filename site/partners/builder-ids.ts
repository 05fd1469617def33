/**
 * The element ids of the /partners page that its builder script finds again, and how a field's
 * description (hint, error, contrast warning) is assembled: the server renders it and the script keeps it
 * up to date, both from here.
 */

import { CHOICES, type FieldName, isChoiceField, isColourField } from './embed-fields';
import { BUILDER_FIELDS } from './partners-copy';

export const BUILDER_IDS = {
  form: 'embed-builder',
  status: 'embed-builder-status',
  summary: 'embed-builder-errors',
  contrast: 'embed-contrast',
  preview: 'embed-preview',
  log: 'embed-event-log',
  htmlSnippet: 'embed-html-snippet',
  mountSnippet: 'embed-mount-snippet',
} as const;

/** The preview's host element's class: it reserves the widget's height while the widget mounts. */
export const PREVIEW_HOST_CLASS = 'embed-preview-host';

/** The input of a text field, or the fieldset of a choice. */
export const fieldId = (name: FieldName): string => `embed-${name}`;
export const hintId = (name: FieldName): string => `embed-${name}-hint`;
export const errorId = (name: FieldName): string => `embed-${name}-error`;
export const pickerId = (name: FieldName): string => `embed-${name}-picker`;
export const choiceId = (name: FieldName, value: string): string => `embed-${name}-${value}`;

/** Where a link to the field goes: its input, or a choice's first option. */
export function focusId(name: FieldName): string {
  return isChoiceField(name) ? choiceId(name, CHOICES[name][0]) : fieldId(name);
}

export function hasHint(name: FieldName): boolean {
  return isColourField(name) || BUILDER_FIELDS[name].hint !== undefined;
}

/** The field's aria-describedby: its hint, its error when it has one, the contrast warning when it is named there. */
export function describedBy(name: FieldName, state: { error: boolean; contrast: boolean }): string {
  return [hasHint(name) && hintId(name), state.error && errorId(name), state.contrast && BUILDER_IDS.contrast]
    .filter(Boolean)
    .join(' ');
}
