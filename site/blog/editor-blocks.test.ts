/**
 * A post written in WordPress's block editor, read through the WPGraphQL source from a real recorded
 * answer (tests/support/editor-blocks-fixture.ts): every block a writer uses survives the sanitiser, the
 * image keeps its srcset with the article's sizes, and the YouTube embed becomes the click-to-play facade.
 */
import { type Document, Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { RECORDED_CMS_ORIGIN, recordedWordPressFetch } from '../../tests/support/editor-blocks-fixture';
import { IMAGE_SIZES } from './image-sizes';
import { createWpGraphqlSource } from './wpgraphql-source';

const window = new Window();
const parse = (html: string): Document =>
  new window.DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html') as unknown as Document;

async function blockPost(): Promise<Document> {
  const blog = createWpGraphqlSource({
    url: `${RECORDED_CMS_ORIGIN}/graphql`,
    fetch: recordedWordPressFetch,
    siteOrigin: 'https://shipquote.example',
    warn: () => {},
  });
  const post = await blog.getPost('moving-across-state-lines');
  if (!post) throw new Error('the recorded block post is missing');
  return parse(post.contentHtml);
}

const texts = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(selector)].map((element) => element.textContent?.trim());

describe('a post from the block editor', () => {
  it('keeps its paragraphs, headings and both kinds of list', async () => {
    const doc = await blockPost();
    expect(texts(doc, 'body > p')[0]).toMatch(/^Moving to another state/);
    expect(texts(doc, 'h2')).toEqual(['Before the truck comes']);
    expect(texts(doc, 'h3')).toEqual(['Booking, step by step']);
    expect(texts(doc, 'ul > li')).toEqual([
      'Wash the car and take photos of every side',
      'Remove toll tags & personal items',
    ]);
    expect(texts(doc, 'ol > li')).toEqual(['Request quotes', 'Pick a carrier', 'Confirm the pickup window']);
    expect(doc.querySelector('a[href="/contact"]')?.textContent).toBe('Contact us');
  });

  it("keeps the image block's size, alt text, caption and WordPress's srcset, shown at the article's width", async () => {
    const doc = await blockPost();
    const image = doc.querySelector('figure > img');
    expect(image?.getAttribute('src')).toBe(
      `${RECORDED_CMS_ORIGIN}/wp-content/uploads/2026/11/inline-carrier-1024x576.jpg`,
    );
    expect(image?.getAttribute('alt')).toBe('An open car carrier on the highway');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['1024', '576']);
    expect(image?.getAttribute('loading')).toBe('lazy');
    const widths = (image?.getAttribute('srcset') ?? '').split(', ').map((entry) => entry.split(' ')[1]);
    expect(widths).toEqual(['1024w', '300w', '768w', '1536w', '2000w']);
    // Not WordPress's "(max-width: 1024px) 100vw, 1024px": the column the image is shown in.
    expect(image?.getAttribute('sizes')).toBe(IMAGE_SIZES.article);
    expect(image?.nextElementSibling?.textContent).toBe('An open carrier takes up to nine cars.');
  });

  it('keeps the table with its head and caption, the quote with its source, and the separator', async () => {
    const doc = await blockPost();
    expect(texts(doc, 'table thead th')).toEqual(['Vehicle', 'Open carrier', 'Enclosed']);
    expect(texts(doc, 'table tbody tr')).toEqual(['Sedan$900$1,300', 'SUV$1,050$1,500']);
    expect(doc.querySelector('table')?.parentElement?.querySelector('figcaption')?.textContent).toBe(
      'Typical prices, coast to coast',
    );
    expect(doc.querySelector('blockquote > p')?.textContent).toBe('The car arrived a day early and without a scratch.');
    expect(doc.querySelector('blockquote > cite')?.textContent).toBe('A customer from Austin');
    expect(doc.querySelectorAll('hr')).toHaveLength(1);
  });

  it('turns the YouTube embed into a facade that links to the video and loads nothing from YouTube', async () => {
    const doc = await blockPost();
    const facade = doc.querySelector('figure.video-facade');
    const link = facade?.querySelector('a.video-facade-play');
    expect(link?.getAttribute('href')).toBe('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    expect(link?.getAttribute('data-youtube-id')).toBe('aqz-KE-bpKQ');
    expect(link?.getAttribute('aria-label')).toBe('Watch on YouTube: YouTube video');
    expect(facade?.querySelector('img')?.getAttribute('src')).toBe('/blog/video-thumbnails/aqz-KE-bpKQ');
    expect(doc.querySelectorAll('iframe, script')).toHaveLength(0);
    // The address WordPress left as text is the link now, not a line of text of its own.
    expect(doc.body.textContent).not.toContain('youtube.com/watch');
    // Every src and srcset names the CMS or the site itself.
    const sources = [...doc.querySelectorAll('[src], [srcset]')].flatMap((element) => [
      element.getAttribute('src') ?? '',
      ...(element
        .getAttribute('srcset')
        ?.split(', ')
        .map((entry) => entry.split(' ')[0] ?? '') ?? []),
    ]);
    expect(sources).toHaveLength(7);
    expect(sources.filter((source) => !source.startsWith(RECORDED_CMS_ORIGIN) && !source.startsWith('/'))).toEqual([]);
  });

  it("drops the editor's classes and keeps only the site's own", async () => {
    const doc = await blockPost();
    const classes = [...doc.querySelectorAll('[class]')].map((element) => element.getAttribute('class'));
    expect(classes.every((name) => name?.startsWith('video-facade'))).toBe(true);
  });
});
