/**
 * A real WPGraphQL answer to the site's query (tests/fixtures/wordpress/editor-blocks-posts-first100.json):
 * WordPress 6.1 with WPGraphQL 2.20, all 14 published posts, the CMS's origin written as
 * https://cms.example.com. `moving-across-state-lines` was written in the block editor (paragraph, headings,
 * lists, an image with its srcset, a table, a quote, a separator and a YouTube embed that WordPress, with
 * no way out to YouTube, left as the video's address); `cafe-stops-car-shipping` has ACF sections with
 * images; featured images include a 900×1200 portrait whose copies hold a 150×150 square crop.
 */
import { readFileSync } from 'node:fs';

export const RECORDED_CMS_ORIGIN = 'https://cms.example.com';

export const RECORDED_ANSWER_TEXT = readFileSync(
  new URL('../fixtures/wordpress/editor-blocks-posts-first100.json', import.meta.url),
  'utf8',
);

interface RecordedNode {
  slug: string;
  content: string;
  shipquoteSections: string;
  featuredImage: { node: { sourceUrl: string; mediaDetails: unknown } } | null;
}

const nodes: RecordedNode[] = JSON.parse(RECORDED_ANSWER_TEXT).data.posts.nodes;

export function recordedNode(slug: string): RecordedNode {
  const node = nodes.find((candidate) => candidate.slug === slug);
  if (!node) throw new Error(`no recorded post ${slug}`);
  return node;
}

/** A fetch that answers every request with the recorded answer, as WPGraphQL did (HTTP 200, JSON). */
export const recordedWordPressFetch: typeof fetch = async () =>
  new Response(RECORDED_ANSWER_TEXT, { headers: { 'Content-Type': 'application/json; charset=UTF-8' } });
