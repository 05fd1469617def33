import { type Document, Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { recordedNode } from '../../tests/support/editor-blocks-fixture';
import { sanitizeCmsHtml } from './sanitize';

const window = new Window();
const parse = (html: string): Document =>
  new window.DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html') as unknown as Document;

/** The recorded embed block, as WordPress 6.1 returned it without a way out to YouTube. */
const RECORDED_BLOCK = /<figure class="wp-block-embed[\s\S]*?<\/figure>/.exec(
  recordedNode('moving-across-state-lines').content,
)?.[0];

/** The same block from a WordPress that reached YouTube: its oEmbed iframe, and a caption the writer added. */
const OEMBED_BLOCK = `<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">
<iframe loading="lazy" title="How a car carrier is loaded" width="500" height="281" src="https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" allowfullscreen></iframe>
</div><figcaption class="wp-element-caption">Loading takes an hour.</figcaption></figure>`;

const facadesOf = (html: string) => {
  const doc = parse(sanitizeCmsHtml(html));
  return [...doc.querySelectorAll('figure.video-facade')].map((figure) => ({
    href: figure.querySelector('a')?.getAttribute('href'),
    label: figure.querySelector('a')?.getAttribute('aria-label'),
    title: figure.querySelector('a')?.getAttribute('data-video-title'),
    caption: figure.querySelector('figcaption')?.textContent ?? null,
  }));
};

describe('YouTube embeds in CMS HTML', () => {
  it('finds the recorded embed block', () => {
    expect(RECORDED_BLOCK).toContain('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  });

  it("names the video by the oEmbed iframe's title and keeps the writer's caption", () => {
    expect(facadesOf(OEMBED_BLOCK)).toEqual([
      {
        href: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        label: 'Watch on YouTube: How a car carrier is loaded',
        title: 'How a car carrier is loaded',
        caption: 'Loading takes an hour.',
      },
    ]);
  });

  it('names a video without a title by its caption, and otherwise says it is a YouTube video', () => {
    const captioned = `${RECORDED_BLOCK?.replace('</div>', '</div><figcaption>Our yard</figcaption>')}`;
    expect(facadesOf(captioned)[0]?.title).toBe('Our yard');
    expect(facadesOf(RECORDED_BLOCK ?? '')[0]?.title).toBe('YouTube video');
  });

  it('makes a bare oEmbed iframe alone in its paragraph a facade in place of the paragraph', () => {
    const html = sanitizeCmsHtml(
      '<p>Before</p>\n<p><iframe title="Loading" src="https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed"></iframe></p>\n<p>After</p>',
    );
    const doc = parse(html);
    expect([...doc.body.children].map((element) => element.tagName)).toEqual(['P', 'FIGURE', 'P']);
    expect(doc.querySelector('figure a')?.getAttribute('aria-label')).toBe('Watch on YouTube: Loading');
  });

  it('escapes a title that holds markup, so it stays text', () => {
    const html = sanitizeCmsHtml(
      '<iframe title="&quot;&gt;<img src=x onerror=alert(1)>&amp;" src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe>',
    );
    const doc = parse(html);
    expect(doc.querySelectorAll('img')).toHaveLength(1);
    expect(doc.querySelector('a')?.getAttribute('data-video-title')).toBe('"><img src=x onerror=alert(1)>&');
    expect(html).not.toMatch(/onerror=alert\(1\)>/);
  });

  it("leaves the site's markers in the CMS's text as plain text, never a facade", () => {
    expect(sanitizeCmsHtml(`<p>Odd \uE0000\uE001 text</p>${RECORDED_BLOCK}`).match(/video-facade"/g)).toHaveLength(1);
    expect(sanitizeCmsHtml('<p>Odd \uE0000\uE001 text youtu</p>')).toBe('<p>Odd 0 text youtu</p>');
  });

  it('makes no play control inside a link, and drops any other frame as before', () => {
    const inLink = sanitizeCmsHtml(
      '<a href="https://www.youtube.com/watch?v=aqz-KE-bpKQ"><iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe>Watch</a>',
    );
    expect(inLink).not.toContain('video-facade');
    expect(sanitizeCmsHtml('<iframe src="https://player.vimeo.com/video/1"></iframe><p>Kept</p>')).toBe('<p>Kept</p>');
    expect(
      sanitizeCmsHtml(
        '<figure class="wp-block-embed-youtube"><div>https://evil.example/watch?v=aqz-KE-bpKQ</div></figure>',
      ),
    ).not.toContain('video-facade');
  });
});
