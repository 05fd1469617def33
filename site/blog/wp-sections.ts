/**
 * A WordPress post's content sections: the rows of the ACF flexible-content field `sections`
 * (docs/wordpress/acf-field-group.json), read through the `shipquoteSections` JSON field, normalised
 * to the same `ContentSection`s as the local articles. Every HTML field goes through the sanitiser and
 * every text field to plain text. A row of a layout this site does not know, or a row that lacks what
 * its layout needs, is skipped and counted, so the caller can warn once per answer rather than once per
 * row, and one bad row costs that row only.
 */
import * as v from 'valibot';
import { type ContentSection, type ListIcon, SECTION_LAYOUTS, type SectionLayout, type SectionListItem } from './post';
import { htmlToText, type SanitizeOptions, sanitizeCmsHtml } from './sanitize';
import { AcfImage, imageFromAcf } from './wp-image';

export interface SectionsResult {
  sections: ContentSection[];
  /** The layout names of skipped rows this site does not know (only names that are plain identifiers). */
  unknownLayouts: string[];
  /** Rows skipped because they were not a usable row of their layout. */
  malformed: number;
}

/** A text field; ACF answers `false`, `null` or `""` for an empty one, all of which read as empty. */
const Text = v.fallback(v.string(), '');

/** An ACF repeater: `false` or `""` when it has no rows; a row that is not an object is dropped later. */
const Repeater = v.fallback(v.array(v.unknown()), []);

const Row = v.looseObject({
  acf_fc_layout: v.string(),
  title: Text,
  index_title: Text,
  content: Text,
  caption: Text,
  alt: Text,
  image: v.fallback(v.optional(AcfImage), undefined),
  list_item: Repeater,
  card: Repeater,
  /** A textarea: one row per line, cells separated by "|", the first line the column headings. */
  table: Text,
});
type Row = v.InferOutput<typeof Row>;

const ICONS: readonly ListIcon[] = ['arrow', 'person', 'link'];

const ListItemRow = v.object({
  item: Text,
  content: Text,
  icon: v.fallback(v.optional(v.picklist(ICONS)), undefined),
});

const CardRow = v.object({
  image: v.fallback(v.optional(AcfImage), undefined),
  subtitle: Text,
  content: Text,
});

/** What a log line may name: a layout identifier, never free text from the CMS. */
const LAYOUT_NAME = /^[a-z0-9_-]{1,40}$/i;

const LIST_LAYOUTS = new Set<SectionLayout>(['simple_list', 'simple_order_list', 'list', 'checklist', 'faq']);

function isLayout(name: string): name is SectionLayout {
  return (SECTION_LAYOUTS as readonly string[]).includes(name);
}

function listItems(rows: readonly unknown[], html: SanitizeOptions): SectionListItem[] {
  return rows.flatMap((row) => {
    const parsed = v.safeParse(ListItemRow, row);
    if (!parsed.success) return [];
    const item = htmlToText(parsed.output.item);
    if (!item) return [];
    const content = sanitizeCmsHtml(parsed.output.content, html);
    return [{ item, ...(content ? { content } : {}), ...(parsed.output.icon ? { icon: parsed.output.icon } : {}) }];
  });
}

function cards(rows: readonly unknown[], html: SanitizeOptions): NonNullable<ContentSection['card']> {
  return rows.flatMap((row) => {
    const parsed = v.safeParse(CardRow, row);
    if (!parsed.success) return [];
    const subtitle = htmlToText(parsed.output.subtitle);
    const content = sanitizeCmsHtml(parsed.output.content, html);
    if (!subtitle && !content) return [];
    return [{ subtitle, content, ...(parsed.output.image ? { image: imageFromAcf(parsed.output.image) } : {}) }];
  });
}

function table(text: string): ContentSection['table'] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.split('|').map((cell) => htmlToText(cell)))
    .filter((cells) => cells.some((cell) => cell !== ''));
  const [head, ...rows] = lines;
  return head && rows.length > 0 ? { head, rows } : undefined;
}

/** The section of one row, or undefined when the row lacks what its layout needs. */
function sectionOf(layout: SectionLayout, row: Row, html: SanitizeOptions): ContentSection | undefined {
  const title = htmlToText(row.title);
  const indexTitle = htmlToText(row.index_title);
  const content = sanitizeCmsHtml(row.content, html);
  const section: ContentSection = {
    acf_fc_layout: layout,
    ...(title ? { title } : {}),
    ...(indexTitle ? { index_title: indexTitle } : {}),
    ...(content ? { content } : {}),
  };
  if (LIST_LAYOUTS.has(layout)) {
    const items = listItems(row.list_item, html);
    return items.length > 0 ? { ...section, list_item: items } : undefined;
  }
  const caption = htmlToText(row.caption);
  switch (layout) {
    case 'simple_content':
      return content ? section : undefined;
    case 'cards': {
      const card = cards(row.card, html);
      return card.length > 0 ? { ...section, card } : undefined;
    }
    case 'simple_table': {
      const rows = table(row.table);
      return rows ? { ...section, table: rows, ...(caption ? { caption } : {}) } : undefined;
    }
    case 'image': {
      if (!row.image) return undefined;
      // The row's own alt text wins; the media library's is the fallback.
      const alt = htmlToText(row.alt) || htmlToText(row.image.alt);
      return { ...section, image: imageFromAcf(row.image), alt, ...(caption ? { caption } : {}) };
    }
    default:
      return undefined;
  }
}

/** The rows as the `shipquoteSections` field gives them: a JSON string, or the list itself. */
function rowsOf(value: unknown): unknown[] | undefined {
  if (value === null || value === undefined || value === '' || value === false) return [];
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  // get_field() answers false or null for a post without sections.
  if (parsed === null || parsed === false || parsed === '') return [];
  return Array.isArray(parsed) ? parsed : undefined;
}

export function sectionsFromAcf(value: unknown, html: SanitizeOptions = {}): SectionsResult {
  const result: SectionsResult = { sections: [], unknownLayouts: [], malformed: 0 };
  const rows = rowsOf(value);
  if (!rows) return { ...result, malformed: 1 };
  for (const raw of rows) {
    const row = v.safeParse(Row, raw);
    if (!row.success) {
      result.malformed++;
      continue;
    }
    const layout = row.output.acf_fc_layout;
    if (!isLayout(layout)) {
      const name = LAYOUT_NAME.test(layout) ? layout : '(unnamed)';
      if (!result.unknownLayouts.includes(name)) result.unknownLayouts.push(name);
      continue;
    }
    const section = sectionOf(layout, row.output, html);
    if (section) result.sections.push(section);
    else result.malformed++;
  }
  return result;
}
