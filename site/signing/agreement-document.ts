/**
 * The agreement's structure: a title, a few fields under it, and numbered sections of fields, paragraphs,
 * lists and a price table. A template builds this once from the order's data, and both the plain text that
 * is hashed (`agreementPlainText`) and the page's document (AgreementDocument.tsx) are made from it, so
 * what the customer reads and what is signed cannot differ.
 */

/**
 * "Label: value", then `lines` and `fields` beneath it, each indented two spaces further in the plain
 * text. An empty line stays empty (no indent), as a blank line of a vehicle's notes.
 */
export interface AgreementField {
  kind: 'field';
  label: string;
  value?: string;
  lines?: readonly string[];
  fields?: readonly AgreementField[];
}

export interface AgreementParagraph {
  kind: 'paragraph';
  text: string;
  /** Words of the text that the page makes a link; the plain text has the words only. */
  link?: { text: string; href: string };
}

export interface AgreementList {
  kind: 'list';
  items: readonly string[];
}

export interface AgreementPriceRow {
  label: string;
  /** Formatted, as "$1,330". */
  amount: string;
}

/** The price's lines, indented in the plain text, and the total as a field of its own. */
export interface AgreementPrices {
  kind: 'prices';
  rows: readonly AgreementPriceRow[];
  total: AgreementPriceRow;
}

export type AgreementBlock = AgreementField | AgreementParagraph | AgreementList | AgreementPrices;

export interface AgreementSection {
  heading: string;
  blocks: readonly AgreementBlock[];
}

export interface AgreementStructure {
  title: string;
  /** The fields between the title and the first section: order and quote numbers, template version. */
  preamble: readonly AgreementField[];
  sections: readonly AgreementSection[];
}

function fieldLines(field: AgreementField, indent: string): string[] {
  const out = [`${indent}${field.label}:${field.value === undefined ? '' : ` ${field.value}`}`];
  const inner = `${indent}  `;
  for (const line of field.lines ?? []) out.push(line === '' ? '' : `${inner}${line}`);
  for (const child of field.fields ?? []) out.push(...fieldLines(child, inner));
  return out;
}

function blockLines(block: AgreementBlock): string[] {
  switch (block.kind) {
    case 'field':
      return fieldLines(block, '');
    case 'paragraph':
      return [block.text];
    case 'list':
      return block.items.map((item) => `- ${item}`);
    case 'prices':
      return [
        ...block.rows.map((row) => `  ${row.label}: ${row.amount}`),
        `${block.total.label}: ${block.total.amount}`,
      ];
  }
}

/** The plain text: LF line endings, a blank line before each section's heading, ending with a line feed. */
export function agreementPlainText(structure: AgreementStructure): string {
  const out = [structure.title, ...structure.preamble.flatMap((field) => fieldLines(field, ''))];
  for (const section of structure.sections) out.push('', section.heading, ...section.blocks.flatMap(blockLines));
  return `${out.join('\n')}\n`;
}

/** Every text the structure holds, in reading order: what both renderings must show. */
export function agreementTexts(structure: AgreementStructure): string[] {
  const ofField = (field: AgreementField): string[] => [
    field.label,
    ...(field.value === undefined ? [] : [field.value]),
    ...(field.lines ?? []).filter((line) => line !== ''),
    ...(field.fields ?? []).flatMap(ofField),
  ];
  const ofBlock = (block: AgreementBlock): string[] => {
    switch (block.kind) {
      case 'field':
        return ofField(block);
      case 'paragraph':
        return [block.text];
      case 'list':
        return [...block.items];
      case 'prices':
        return [...block.rows, block.total].flatMap((row) => [row.label, row.amount]);
    }
  };
  return [
    structure.title,
    ...structure.preamble.flatMap(ofField),
    ...structure.sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(ofBlock)]),
  ];
}

/**
 * The same structure with every text a customer gave passed through `shown`: labels and headings are the
 * template's own, so only values, lines, paragraphs, list items and price labels are mapped.
 */
export function mapAgreementValues(structure: AgreementStructure, shown: (text: string) => string): AgreementStructure {
  const field = (item: AgreementField): AgreementField => ({
    ...item,
    ...(item.value === undefined ? {} : { value: shown(item.value) }),
    ...(item.lines === undefined ? {} : { lines: item.lines.map(shown) }),
    ...(item.fields === undefined ? {} : { fields: item.fields.map(field) }),
  });
  const block = (item: AgreementBlock): AgreementBlock => {
    switch (item.kind) {
      case 'field':
        return field(item);
      case 'paragraph':
        return { ...item, text: shown(item.text) };
      case 'list':
        return { ...item, items: item.items.map(shown) };
      case 'prices':
        return { ...item, rows: item.rows.map((row) => ({ ...row, label: shown(row.label) })) };
    }
  };
  return {
    title: structure.title,
    preamble: structure.preamble.map(field),
    sections: structure.sections.map((section) => ({ ...section, blocks: section.blocks.map(block) })),
  };
}
