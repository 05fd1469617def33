/**
 * The pieces the emails' plain-text parts are written with, as EmailLayout.tsx draws them in the HTML part:
 * headings in capitals, a label and its value on one line, sections, the route and the vehicles.
 */
import { emailCopy } from './email-copy';
import type { Detail, TextSection } from './email-view';

export const textHeading = (text: string) => text.toUpperCase();

export const detailLines = (details: readonly Detail[]) => details.map((detail) => `${detail.label}: ${detail.value}`);

/** Paragraphs, each followed by a blank line. */
export const paragraphLines = (paragraphs: readonly string[]) => paragraphs.flatMap((paragraph) => [paragraph, '']);

/** Each section's heading over its paragraphs, and a blank line after it. */
export const sectionLines = (sections: readonly TextSection[]) =>
  sections.flatMap((section) => [textHeading(section.heading), ...section.paragraphs, '']);

/** The route and the vehicles, as every email about a quote lists them (RouteAndVehicles in EmailLayout.tsx). */
export function routeAndVehiclesLines(route: readonly Detail[], vehicles: readonly string[]): string[] {
  return [
    textHeading(emailCopy.routeHeading),
    ...detailLines(route),
    '',
    textHeading(emailCopy.vehiclesHeading),
    ...vehicles.map((vehicle) => `- ${vehicle}`),
  ];
}
